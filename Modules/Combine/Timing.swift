import Foundation

// The operators that deliver on a scheduler's clock: debounce, throttle, delay, timeout,
// measureInterval. They read the scheduler's `now` and schedule after it, so a test scheduler
// whose clock a test moves drives them without waiting.

extension Publishers {
    /// The latest value once the upstream has been quiet for a while.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How long the upstream must be quiet.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The clock and where values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// `upstream`'s latest value each time it has been quiet for `dueTime`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - dueTime: How long it must be quiet.
        ///   - scheduler: The clock and where values are delivered.
        ///   - options: The scheduler's options.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Debounce", downstream: subscriber, mode: .unlimited)
            let latest = Latest<Output>()
            let (scheduler, options, dueTime) = (scheduler, options, dueTime)
            upstream.subscribe(
                CallbackSubscriber<Output, Failure>(
                    onSubscription: outlet.attach,
                    onValue: { value in
                        let generation = latest.replace(with: value)
                        scheduler.schedule(
                            after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                            options: options
                        ) {
                            if let value = latest.take(generation: generation) { outlet.emit(value) }
                        }
                        return .none
                    },
                    onCompletion: { completion in
                        latest.clear()
                        scheduler.schedule(options: options) { outlet.finish(completion) }
                    }))
        }
    }

    /// At most one value per interval: the first or the latest of each.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The interval.
        public let interval: Context.SchedulerTimeType.Stride
        /// The clock and where values are delivered.
        public let scheduler: Context
        /// Whether the latest value of an interval is delivered (else its first).
        public let latest: Bool

        /// `upstream`'s values, at most one per `interval`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - interval: The interval.
        ///   - scheduler: The clock and where values are delivered.
        ///   - latest: Whether the latest value of an interval is delivered (else its first).
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Throttle", downstream: subscriber, mode: .unlimited)
            let window = ThrottleWindow<Output, Context.SchedulerTimeType>()
            let (scheduler, interval, keepsLatest) = (scheduler, interval, latest)
            upstream.subscribe(
                CallbackSubscriber<Output, Failure>(
                    onSubscription: outlet.attach,
                    onValue: { value in
                        let now = scheduler.now
                        switch window.offer(value, at: now, interval: interval, keepsLatest: keepsLatest) {
                        case .deliverNow:
                            scheduler.schedule { outlet.emit(value) }
                        case .deliverAt(let due):
                            scheduler.schedule(after: due) {
                                if let pending = window.closeWindow(at: scheduler.now) { outlet.emit(pending) }
                            }
                        case .held:
                            break
                        }
                        return .none
                    },
                    onCompletion: { completion in
                        scheduler.schedule {
                            if case .finished = completion, let pending = window.closeWindow(at: scheduler.now) {
                                outlet.emit(pending)
                            }
                            outlet.finish(completion)
                        }
                    }))
        }
    }

    /// The upstream's values and completion, each delivered later by an interval.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How much later.
        public let interval: Context.SchedulerTimeType.Stride
        /// How late each may be beyond that.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The clock and where values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// `upstream`'s values and completion, each `interval` later.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - interval: How much later.
        ///   - tolerance: How late each may be beyond that.
        ///   - scheduler: The clock and where values are delivered.
        ///   - options: The scheduler's options.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Delay", downstream: subscriber, mode: .passThrough)
            let (scheduler, interval, tolerance, options) = (scheduler, interval, tolerance, options)
            upstream.subscribe(
                CallbackSubscriber<Output, Failure>(
                    onSubscription: outlet.attach,
                    onValue: { value in
                        scheduler.schedule(
                            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                        ) { outlet.emit(value) }
                        return .none
                    },
                    onCompletion: { completion in
                        scheduler.schedule(
                            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                        ) { outlet.finish(completion) }
                    }))
        }
    }

    /// The upstream's values, ended when none comes for an interval.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The longest wait for a value.
        public let interval: Context.SchedulerTimeType.Stride
        /// The clock.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?
        /// Makes the error to fail with when the time is up; nil finishes instead.
        public let customError: (() -> Upstream.Failure)?

        /// `upstream`, ended (finished, or failed with `customError()`) when it is quiet for `interval`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - interval: The longest wait for a value.
        ///   - scheduler: The clock.
        ///   - options: The scheduler's options.
        ///   - customError: Makes the error to fail with; nil finishes instead.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Timeout", downstream: subscriber, mode: .passThrough)
            let clock = Latest<Void>()
            let (scheduler, interval, options, customError) = (scheduler, interval, options, customError)
            func arm() {
                let generation = clock.replace(with: ())
                scheduler.schedule(
                    after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options
                ) {
                    guard clock.take(generation: generation) != nil else { return }
                    outlet.finish(customError.map { .failure($0()) } ?? .finished, cancellingUpstream: true)
                }
            }
            upstream.subscribe(
                CallbackSubscriber<Output, Failure>(
                    onSubscription: { subscription in
                        arm()
                        outlet.attach(subscription)
                    },
                    onValue: { value in
                        arm()
                        outlet.emit(value)
                        return .none
                    },
                    onCompletion: { completion in
                        clock.clear()
                        outlet.finish(completion)
                    }))
        }
    }

    /// The time between the upstream's values (the first measured from the subscription).
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Context.SchedulerTimeType.Stride
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The clock.
        public let scheduler: Context

        /// The intervals between `upstream`'s values on `scheduler`'s clock.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - scheduler: The clock.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = scheduler
            let last = OperatorMemory(scheduler.now)
            upstream.subscribe(
                Relay<Upstream.Output, Failure, S>("MeasureInterval", downstream: subscriber) { _ in
                    let now = scheduler.now
                    defer { last.value = now }
                    return .emit(last.value.distance(to: now))
                })
        }
    }
}

/// The latest value an operator holds, with a generation that tells a stale scheduled action
/// from the current one. Unchecked because values and scheduled actions come on any thread:
/// `lock` guards it.
final class Latest<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private var generation = 0

    /// Holds `value`; returns its generation.
    func replace(with value: Value) -> Int {
        lock.lock()
        defer { lock.unlock() }
        generation += 1
        self.value = value
        return generation
    }

    /// The held value, taken, if `generation` is still the latest.
    func take(generation: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard generation == self.generation else { return nil }
        defer { value = nil }
        return value
    }

    /// Drops the held value.
    func clear() {
        lock.lock()
        generation += 1
        value = nil
        lock.unlock()
    }
}

/// A throttle's window: when the last value went out, and the value held for the window's end.
/// Unchecked because values and scheduled actions come on any thread: `lock` guards it.
private final class ThrottleWindow<Value, Time: Strideable>: @unchecked Sendable {
    enum Decision {
        case deliverNow
        case deliverAt(Time)
        case held
    }

    private let lock = NSLock()
    private var lastDelivery: Time?
    private var pending: Value?
    private var isWindowScheduled = false

    func offer(_ value: Value, at now: Time, interval: Time.Stride, keepsLatest: Bool) -> Decision {
        lock.lock()
        defer { lock.unlock() }
        if !isWindowScheduled, lastDelivery.map({ $0.distance(to: now) >= interval }) ?? true {
            lastDelivery = now
            return .deliverNow
        }
        if keepsLatest || pending == nil { pending = value }
        guard !isWindowScheduled, let lastDelivery else { return .held }
        isWindowScheduled = true
        return .deliverAt(lastDelivery.advanced(by: interval))
    }

    /// The value held for the window that ends now, if any.
    func closeWindow(at now: Time) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        isWindowScheduled = false
        guard let value = pending else { return nil }
        pending = nil
        lastDelivery = now
        return value
    }
}
