import Foundation

extension OperationQueue: Scheduler {
    /// An operation queue's time: a `Date`, moved by spans of seconds.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The time.
        public var date: Date

        /// The time `date`.
        ///
        /// - Parameter date: A date.
        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }

        /// A span of an operation queue's time, in seconds.
        public typealias Stride = DateStride
    }

    /// An operation queue takes no options.
    public struct SchedulerOptions: Sendable {
        /// No options.
        public init() {}
    }

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0.0) }

    /// Runs `action` as an operation of the queue.
    ///
    /// - Parameters:
    ///   - options: None.
    ///   - action: The work.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledWork(run: action)
        addOperation { work.run() }
    }

    /// Adds `action` to the queue once `date` has come.
    ///
    /// - Parameters:
    ///   - date: When.
    ///   - tolerance: How late it may run.
    ///   - options: None.
    ///   - action: The work.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = ScheduledWork(run: action)
        let queue = QueueReference(queue: self)
        DispatchQueue.global().asyncAfter(deadline: RunLoop.dispatchTime(of: date.date)) {
            queue.queue.addOperation { work.run() }
        }
    }

    /// Adds `action` to the queue at `date` and then every `interval`, until the result is cancelled.
    ///
    /// - Parameters:
    ///   - date: The first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late a run may be.
    ///   - options: None.
    ///   - action: The work.
    /// - Returns: Cancel it to stop the runs.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let work = ScheduledWork(run: action)
        let queue = QueueReference(queue: self)
        return DispatchQueue.global().schedule(
            after: .init(RunLoop.dispatchTime(of: date.date)), interval: .init(floatLiteral: interval.timeInterval),
            tolerance: .init(floatLiteral: tolerance.timeInterval)
        ) { queue.queue.addOperation { work.run() } }
    }
}

/// An operation queue handed to a dispatch queue. Unchecked because `OperationQueue` is
/// thread-safe but not marked `Sendable` on Linux.
private struct QueueReference: @unchecked Sendable {
    let queue: OperationQueue
}
