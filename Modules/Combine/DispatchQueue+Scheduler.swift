import Foundation

extension DispatchQueue: Scheduler {
    /// A dispatch queue's time: a `DispatchTime`, moved by spans of nanoseconds.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The time.
        public var dispatchTime: DispatchTime

        /// The time `time`.
        ///
        /// - Parameter time: A dispatch time.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds
            let to = other.dispatchTime.uptimeNanoseconds
            return Stride(.nanoseconds(to >= from ? Int(clamping: to - from) : -Int(clamping: from - to)))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + .nanoseconds(n.magnitude))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: any Decoder) throws {
            let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
            dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A span of a dispatch queue's time, in nanoseconds: `.milliseconds(300)`, `.seconds(1)`,
        /// or a literal number of seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The span in nanoseconds (negative for a span backwards).
            public var magnitude: Int

            /// The span as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// The span `timeInterval`.
            ///
            /// - Parameter timeInterval: A dispatch interval (`.never` is the largest span).
            public init(_ timeInterval: DispatchTimeInterval) {
                magnitude = Self.nanoseconds(in: timeInterval)
            }

            /// A span of `value` seconds.
            ///
            /// - Parameter value: The seconds, fractions allowed.
            public init(floatLiteral value: Double) {
                magnitude = Int(clamping: Int64((value * 1e9).rounded(.towardZero)))
            }

            /// A span of `value` seconds.
            ///
            /// - Parameter value: The whole seconds.
            public init(integerLiteral value: Int) {
                magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : value * 1_000_000_000
            }

            /// A span of an integer number of nanoseconds, if it fits.
            ///
            /// - Parameter source: The nanoseconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            private init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            private static func nanoseconds(in interval: DispatchTimeInterval) -> Int {
                switch interval {
                case .seconds(let s):
                    s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : s * 1_000_000_000
                case .milliseconds(let ms):
                    ms.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : ms * 1_000_000
                case .microseconds(let us): us.multipliedReportingOverflow(by: 1_000).overflow ? .max : us * 1_000
                case .nanoseconds(let ns): ns
                case .never: .max
                @unknown default: .max
                }
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude)
            }
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &- rhs.magnitude)
            }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &* rhs.magnitude)
            }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
        }
    }

    /// How a dispatch queue runs scheduled work: its quality of service, flags and group.
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work is part of, if any.
        public var group: DispatchGroup?

        /// Options.
        ///
        /// - Parameters:
        ///   - qos: The quality of service of the work.
        ///   - flags: The work item's flags.
        ///   - group: The group the work is part of.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

    /// Runs `action` asynchronously on the queue.
    ///
    /// - Parameters:
    ///   - options: The quality of service, flags and group; nil for the queue's defaults.
    ///   - action: The work.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledWork(run: action)
        let options = options ?? SchedulerOptions()
        async(group: options.group, qos: options.qos, flags: options.flags) { work.run() }
    }

    /// Runs `action` on the queue once `date` has come.
    ///
    /// - Parameters:
    ///   - date: When.
    ///   - tolerance: How late it may run.
    ///   - options: The quality of service and flags; nil for the queue's defaults.
    ///   - action: The work.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = ScheduledWork(run: action)
        let options = options ?? SchedulerOptions()
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { work.run() }
    }

    /// Runs `action` on the queue at `date` and then every `interval`, until the result is cancelled.
    ///
    /// - Parameters:
    ///   - date: The first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late a run may be.
    ///   - options: Not used for repeated work.
    ///   - action: The work.
    /// - Returns: Cancel it to stop the runs.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let work = ScheduledWork(run: action)
        let source = DispatchSource.makeTimerSource(queue: self)
        source.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        source.setEventHandler { work.run() }
        source.resume()
        return AnyCancellable { source.cancel() }
    }
}
