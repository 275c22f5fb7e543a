/// Runs work at once, on the caller's thread; its clock stands still (scheduling after a time runs
/// the work at once too).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The immediate scheduler's time: it never moves by itself.
    public struct SchedulerTimeType: Strideable, Sendable, Hashable {
        /// A span of the immediate scheduler's time: a count, with no unit.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Sendable, Hashable, Codable
        {
            /// The count.
            public var magnitude: Int

            /// A span of `value`.
            ///
            /// - Parameter value: The count.
            public init(_ value: Int) {
                magnitude = value
            }

            /// A span of `value`.
            ///
            /// - Parameter value: The count.
            public init(integerLiteral value: Int) {
                magnitude = value
            }

            /// A span of `value`, rounded toward zero.
            ///
            /// - Parameter value: The count.
            public init(floatLiteral value: Double) {
                magnitude = Int(value)
            }

            /// A span of an integer value, if it fits.
            ///
            /// - Parameter source: The count.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(0) }
            public static func seconds(_ s: Double) -> Stride { Stride(0) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
            public static func microseconds(_ us: Int) -> Stride { Stride(0) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
        }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    /// It takes no options.
    public typealias SchedulerOptions = Never

    /// The scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
