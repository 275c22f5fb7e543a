import Foundation

extension RunLoop: Scheduler {
    /// A run loop's time: a `Date`, moved by spans of seconds.
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

        /// A span of a run loop's time, in seconds.
        public typealias Stride = DateStride
    }

    /// A run loop takes no options.
    public struct SchedulerOptions: Sendable {
        /// No options.
        public init() {}
    }

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0.0) }

    /// Runs `action` on the run loop (the main run loop's work runs on the main queue, which the
    /// main actor services on Linux).
    ///
    /// - Parameters:
    ///   - options: None.
    ///   - action: The work.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.schedule(action)
        } else {
            let work = ScheduledWork(run: action)
            perform { work.run() }
        }
    }

    /// Runs `action` on the run loop once `date` has come (on the main queue for the main run loop).
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
        if self === RunLoop.main {
            DispatchQueue.main.schedule(after: .init(Self.dispatchTime(of: date.date)), action)
            return
        }
        let work = ScheduledWork(run: action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    /// Runs `action` at `date` and then every `interval` (on the main queue for the main run loop),
    /// until the result is cancelled.
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
        if self === RunLoop.main {
            return DispatchQueue.main.schedule(
                after: .init(Self.dispatchTime(of: date.date)), interval: .init(floatLiteral: interval.timeInterval),
                tolerance: .init(floatLiteral: tolerance.timeInterval), action)
        }
        let work = ScheduledWork(run: action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in work.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }

    /// The dispatch time at which `date` comes.
    static func dispatchTime(of date: Date) -> DispatchTime {
        let seconds = max(0, date.timeIntervalSinceNow)
        return .now() + .nanoseconds(Int(clamping: Int64((seconds * 1e9).rounded(.up))))
    }
}

/// A span of a `Date`-based scheduler's time (a run loop's, an operation queue's), in seconds:
/// `.milliseconds(300)`, `.seconds(1)`, or a literal number of seconds.
public struct DateStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
    Hashable, Codable, Sendable
{
    /// The span in seconds.
    public var magnitude: TimeInterval

    /// The span in seconds.
    public var timeInterval: TimeInterval { magnitude }

    /// A span of `timeInterval` seconds.
    ///
    /// - Parameter timeInterval: The seconds.
    public init(_ timeInterval: TimeInterval) {
        magnitude = timeInterval
    }

    /// A span of `value` seconds.
    ///
    /// - Parameter value: The seconds.
    public init(floatLiteral value: Double) {
        magnitude = value
    }

    /// A span of `value` seconds.
    ///
    /// - Parameter value: The whole seconds.
    public init(integerLiteral value: Int) {
        magnitude = TimeInterval(value)
    }

    /// A span of an integer number of seconds, if it is exactly representable.
    ///
    /// - Parameter source: The seconds.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
    }

    public static func < (lhs: DateStride, rhs: DateStride) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: DateStride, rhs: DateStride) -> DateStride { DateStride(lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: DateStride, rhs: DateStride) -> DateStride { DateStride(lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: DateStride, rhs: DateStride) -> DateStride { DateStride(lhs.magnitude * rhs.magnitude) }
    public static func += (lhs: inout DateStride, rhs: DateStride) { lhs = lhs + rhs }
    public static func -= (lhs: inout DateStride, rhs: DateStride) { lhs = lhs - rhs }
    public static func *= (lhs: inout DateStride, rhs: DateStride) { lhs = lhs * rhs }

    public static func seconds(_ s: Int) -> DateStride { DateStride(TimeInterval(s)) }
    public static func seconds(_ s: Double) -> DateStride { DateStride(s) }
    public static func milliseconds(_ ms: Int) -> DateStride { DateStride(TimeInterval(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> DateStride { DateStride(TimeInterval(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> DateStride { DateStride(TimeInterval(ns) / 1e9) }
}
