import Foundation

extension Publishers {
    /// How `collect(_:options:)` groups values: every interval, or every interval or count.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Everything that came during each interval.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// What came during each interval, or as soon as there are this many.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// The values grouped in arrays by time (or time and count).
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How values are grouped.
        public let strategy: TimeGroupingStrategy<Context>
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// `upstream`'s values grouped by `strategy`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - strategy: How values are grouped.
        ///   - options: The scheduler's options.
        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("CollectByTime", downstream: subscriber, mode: .unlimited)
            let batch = Batch<Upstream.Output>()
            let (scheduler, interval, limit): (Context, Context.SchedulerTimeType.Stride, Int?)
            switch strategy {
            case .byTime(let context, let stride): (scheduler, interval, limit) = (context, stride, nil)
            case .byTimeOrCount(let context, let stride, let count):
                (scheduler, interval, limit) = (context, stride, Swift.max(1, count))
            }
            let options = options
            upstream.subscribe(
                CallbackSubscriber<Upstream.Output, Failure>(
                    onSubscription: { subscription in
                        let timer = scheduler.schedule(
                            after: scheduler.now.advanced(by: interval), interval: interval,
                            tolerance: scheduler.minimumTolerance, options: options
                        ) {
                            let values = batch.takeAll()
                            if !values.isEmpty { outlet.emit(values) }
                        }
                        batch.timer = timer
                        outlet.onCancel = { timer.cancel() }
                        outlet.attach(subscription)
                    },
                    onValue: { value in
                        if let full = batch.add(value, limit: limit) { outlet.emit(full) }
                        return .none
                    },
                    onCompletion: { completion in
                        batch.timer?.cancel()
                        let values = batch.takeAll()
                        scheduler.schedule(options: options) {
                            if case .finished = completion, !values.isEmpty { outlet.emit(values) }
                            outlet.finish(completion)
                        }
                    }))
        }
    }
}

/// The values gathered for the next array. Unchecked because values and the timer come on any
/// thread: `lock` guards it.
private final class Batch<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    /// The repeating schedule that flushes the batch (set once, at subscription).
    var timer: (any Cancellable)?

    /// Adds `value`; returns the batch when it reached `limit`.
    func add(_ value: Value, limit: Int?) -> [Value]? {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
        guard let limit, values.count >= limit else { return nil }
        defer { values = [] }
        return values
    }

    func takeAll() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        defer { values = [] }
        return values
    }
}

extension Publisher {
    /// This publisher's values grouped in arrays by time, or by time and count.
    ///
    /// - Parameters:
    ///   - strategy: `.byTime(scheduler, interval)` or `.byTimeOrCount(scheduler, interval, count)`.
    ///   - options: The scheduler's options.
    /// - Returns: A publisher of non-empty arrays.
    public func collect<S: Scheduler>(
        _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
    )
        -> Publishers.CollectByTime<Self, S>
    {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
