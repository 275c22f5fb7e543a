/// Where and when work runs, and what time it is there: `DispatchQueue.main`, `RunLoop.main`, an
/// `OperationQueue`, ``ImmediateScheduler``, or a scheduler of your own (a test scheduler whose
/// clock you move). Time-based operators (`debounce`, `throttle`, `delay`, `timeout`…) read `now`
/// and schedule work after a time, so they run on any scheduler's clock.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's time: a point that a stride moves forward.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduled work (`Never` when there are none).
    associatedtype SchedulerOptions

    /// The time now, on this scheduler's clock.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` soon.
    ///
    /// - Parameters:
    ///   - options: The scheduler's options, or nil.
    ///   - action: The work.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Runs `action` once `date` has come.
    ///
    /// - Parameters:
    ///   - date: When to run it.
    ///   - tolerance: How late it may run.
    ///   - options: The scheduler's options, or nil.
    ///   - action: The work.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)

    /// Runs `action` at `date` and then every `interval`, until the result is cancelled.
    ///
    /// - Parameters:
    ///   - date: The first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late a run may be.
    ///   - options: The scheduler's options, or nil.
    ///   - action: The work.
    /// - Returns: Cancel it to stop the runs.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` soon, with no options.
    ///
    /// - Parameter action: The work.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` once `date` has come, with the minimum tolerance.
    ///
    /// - Parameters:
    ///   - date: When to run it.
    ///   - action: The work.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` once `date` has come.
    ///
    /// - Parameters:
    ///   - date: When to run it.
    ///   - tolerance: How late it may run.
    ///   - action: The work.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval`, until the result is cancelled.
    ///
    /// - Parameters:
    ///   - date: The first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late a run may be.
    ///   - action: The work.
    /// - Returns: Cancel it to stop the runs.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval`, with the minimum tolerance.
    ///
    /// - Parameters:
    ///   - date: The first run.
    ///   - interval: The time between runs.
    ///   - action: The work.
    /// - Returns: Cancel it to stop the runs.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A span of a scheduler's time that can be made from seconds and their fractions:
/// `.milliseconds(300)`, `.seconds(1)`.
public protocol SchedulerTimeIntervalConvertible {
    /// A span of whole seconds.
    ///
    /// - Parameter s: The seconds.
    /// - Returns: The span.
    static func seconds(_ s: Int) -> Self
    /// A span of seconds.
    ///
    /// - Parameter s: The seconds, fractions allowed.
    /// - Returns: The span.
    static func seconds(_ s: Double) -> Self
    /// A span of milliseconds.
    ///
    /// - Parameter ms: The milliseconds.
    /// - Returns: The span.
    static func milliseconds(_ ms: Int) -> Self
    /// A span of microseconds.
    ///
    /// - Parameter us: The microseconds.
    /// - Returns: The span.
    static func microseconds(_ us: Int) -> Self
    /// A span of nanoseconds.
    ///
    /// - Parameter ns: The nanoseconds.
    /// - Returns: The span.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Work handed to another thread. Unchecked because Combine moves values between threads as
/// the publisher's author arranged, as Apple's Combine does.
struct ScheduledWork: @unchecked Sendable {
    let run: () -> Void
}
