import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date. Relative styles are measured from the host clock's time
    /// (``HostClock``) when the text is made, and made again when the clock is advanced.
    public struct DateStyle: Sendable, Equatable {
        let kind: Kind

        enum Kind: Equatable {
            case date, time, relative, offset, timer
        }

        /// The date: "June 3, 2019" (in the current locale).
        public static let date = DateStyle(kind: .date)
        /// The time: "11:23 PM" (in the current locale).
        public static let time = DateStyle(kind: .time)
        /// The time from now to the date: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now: "+2 hours", "-3 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A timer from now: "2:59", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Displays `date` in `style`.
    ///
    /// - Parameters:
    ///   - date: The date to show.
    ///   - style: How to show it; relative styles are measured from the host clock's time when the
    ///     text is made (in a host, the view is evaluated again when its clock is advanced).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: DateStyleFormatter.format(date, style.kind, now: DateStyleFormatter.now))
    }
}

/// Formats dates as `Text(_:style:)` shows them.
enum DateStyleFormatter {
    /// The host clock's time (the view being evaluated depends on it), or the real time outside a host.
    static var now: Date {
        guard MainActorContext.isCurrent else { return Date() }
        return MainActor.assumeIsolated { HostClock.current?.now } ?? Date()
    }

    /// `start – end`, each as an abbreviated date and a short time.
    static func range(_ start: Date, _ end: Date) -> String {
        start.formatted(date: .abbreviated, time: .shortened) + " – "
            + end.formatted(date: .abbreviated, time: .shortened)
    }

    static func format(_ date: Date, _ style: Text.DateStyle.Kind, now: Date) -> String {
        switch style {
        case .date: date.formatted(date: .long, time: .omitted)
        case .time: date.formatted(date: .omitted, time: .shortened)
        case .relative: units(abs(date.timeIntervalSince(now)), count: 2)
        case .offset: (date < now ? "-" : "+") + units(abs(date.timeIntervalSince(now)), count: 1)
        case .timer: timer(abs(date.timeIntervalSince(now)))
        }
    }

    private static let unitSeconds: [(name: String, seconds: Int)] = [
        ("year", 365 * 86_400), ("month", 30 * 86_400), ("week", 7 * 86_400), ("day", 86_400),
        ("hour", 3_600), ("minute", 60), ("second", 1),
    ]

    /// The largest `count` non-zero units of `interval`: "2 hours, 23 minutes".
    static func units(_ interval: TimeInterval, count: Int) -> String {
        var remaining = Int(interval)
        var parts: [String] = []
        for unit in unitSeconds where parts.count < count {
            let amount = remaining / unit.seconds
            guard amount > 0 else { continue }
            remaining -= amount * unit.seconds
            parts.append("\(amount) \(unit.name)\(amount == 1 ? "" : "s")")
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    /// `interval` as `m:ss` or `h:mm:ss`.
    static func timer(_ interval: TimeInterval, showsHours: Bool = true) -> String {
        let total = Int(max(interval, 0))
        let (hours, minutes, seconds) =
            showsHours ? (total / 3_600, total / 60 % 60, total % 60) : (0, total / 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" : "\(minutes):\(twoDigits(seconds))"
    }
}
