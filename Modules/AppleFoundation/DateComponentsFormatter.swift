import Foundation
import Locking

/// A formatter of durations, such as "1:05", "1h 5m" or "1 hour, 5 minutes" (iOS 8), which
/// Apple's Foundation has and Linux's marks unavailable; apps format a player's elapsed time or a
/// timer's remaining time with it.
///
/// The units come from the calendar (from `referenceDate`, or now): weeks, days, hours, minutes and
/// seconds, in the locale's words (Foundation's `Duration.UnitsFormatStyle`, which uses the same ICU
/// data as Apple's formatter). Years and months are not counted: Linux's Foundation has no words for
/// them outside relative dates, so a duration of years is given in weeks. `.brief` writes units as
/// Foundation's condensed abbreviations ("1 hr 5 min", where Apple writes "1hr 5min").
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.allowedUnits = [.minute, .second]
/// formatter.unitsStyle = .positional
/// let elapsed = formatter.string(from: 65)  // "1:05"
/// ```
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    // Sendable as Apple's formatters are (apps keep one in a `static let`); Formatter is not
    // Sendable on Linux, hence unchecked: the only state, the settings, is behind a lock.

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// Numbers separated by colons: "1:05:10".
        case positional = 0
        /// The narrowest units: "1h 5m 10s".
        case abbreviated = 1
        /// Short units: "1 hr, 5 min, 10 sec".
        case short = 2
        /// Full units: "1 hour, 5 minutes, 10 seconds".
        case full = 3
        /// Full units with the numbers spelled out: "one hour, five minutes, ten seconds".
        case spellOut = 4
        /// Condensed short units: "1 hr 5 min 10 sec".
        case brief = 5
    }

    /// Which units whose value is zero are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The flags, as Apple's values.
        public let rawValue: UInt

        /// A behavior of these flags.
        ///
        /// - Parameter rawValue: The flags, as Apple's values.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Every allowed unit shows, zero or not.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units drop (two units stay), the others are padded to two digits;
        /// other styles: every zero unit drops.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Zero units before the first that is not zero drop.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between units that are not zero drop.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last that is not zero drop.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit drops.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Every allowed unit shows, zero or not: one hour with days to seconds allowed is "0d 1:00:00"
        /// positional, "0d 1h 0m 0s" abbreviated.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// What a formatter is set to.
    struct Settings: Sendable {
        var unitsStyle = UnitsStyle.positional
        var allowedUnits: NSCalendar.Unit = []
        var zeroFormattingBehavior = ZeroFormattingBehavior.default
        var maximumUnitCount = 0
        var calendar = Calendar.current
        var referenceDate: Date?
    }

    private let settings = Locked(Settings())

    private func read<Value>(_ body: (Settings) -> Value) -> Value {
        settings.withLock { body($0) }
    }

    private func write(_ body: (inout Settings) -> Void) {
        settings.withLock { body(&$0) }
    }

    /// How units are written; positional by default.
    open var unitsStyle: UnitsStyle {
        get { read(\.unitsStyle) }
        set { write { $0.unitsStyle = newValue } }
    }

    /// The units that may show (`[.minute, .second]`); empty, the default, allows weeks to seconds.
    open var allowedUnits: NSCalendar.Unit {
        get { read(\.allowedUnits) }
        set { write { $0.allowedUnits = newValue } }
    }

    /// Which zero units are left out; `.default` by default.
    open var zeroFormattingBehavior: ZeroFormattingBehavior {
        get { read(\.zeroFormattingBehavior) }
        set { write { $0.zeroFormattingBehavior = newValue } }
    }

    /// How many units show at most, largest first (0, the default: no limit).
    open var maximumUnitCount: Int {
        get { read(\.maximumUnitCount) }
        set { write { $0.maximumUnitCount = newValue } }
    }

    /// The calendar that counts the units (the current calendar by default), in its locale's words.
    open var calendar: Calendar? {
        get { read(\.calendar) }
        set { write { $0.calendar = newValue ?? .current } }
    }

    /// The date a time interval is counted from (now when nil, the default).
    open var referenceDate: Date? {
        get { read(\.referenceDate) }
        set { write { $0.referenceDate = newValue } }
    }

    /// A formatter of positional durations, with the default units and the current calendar.
    public override init() {
        super.init()
    }

    /// A formatter decoded from an archive: the default settings (nothing is read from it).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A time interval as units, counted from `referenceDate` (or now).
    ///
    /// - Parameter ti: Seconds (a fraction of a second is dropped).
    /// - Returns: Such as "1:05"; nil for an interval that is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let settings = read { $0 }
        let start = settings.referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The time between two dates as units.
    ///
    /// - Parameters:
    ///   - startDate: The start.
    ///   - endDate: The end (before the start: a negative duration).
    /// - Returns: Such as "2 days, 3 hours".
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let settings = read { $0 }
        let units = DurationUnits.allowed(settings.allowedUnits)
        let components = settings.calendar.dateComponents(Set(units.map(\.component)), from: startDate, to: endDate)
        return DurationUnits.string(units.map { ($0, components.value(for: $0.component) ?? 0) }, settings: settings)
    }

    /// Date components as units: the allowed ones among those set.
    ///
    /// - Parameter components: Such as `DateComponents(hour: 1, minute: 5)`.
    /// - Returns: Such as "1:05:00".
    open func string(from components: DateComponents) -> String? {
        let settings = read { $0 }
        let units = DurationUnits.allowed(settings.allowedUnits).filter { components.value(for: $0.component) != nil }
        return DurationUnits.string(units.map { ($0, components.value(for: $0.component) ?? 0) }, settings: settings)
    }

    /// A `TimeInterval` (or other number of seconds) or `DateComponents` as units; nil for anything else.
    ///
    /// - Parameter obj: The value.
    /// - Returns: The string, or nil.
    open override func string(for obj: Any?) -> String? {
        if let components = obj as? DateComponents { return string(from: components) }
        if let seconds = obj as? TimeInterval { return string(from: seconds) }
        if let seconds = obj as? Int { return string(from: TimeInterval(seconds)) }
        return nil
    }

    /// Date components as units, in a style, with the current calendar.
    ///
    /// - Parameters:
    ///   - components: The components.
    ///   - unitsStyle: How units are written.
    /// - Returns: The string, or nil.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }
}
