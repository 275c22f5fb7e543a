import Foundation
import Locking

/// A formatter of relative dates and times, such as "2 hours ago", "in 3 days" or "yesterday"
/// (iOS 13), which Apple's Foundation has and Linux's lacks.
///
/// It formats the largest calendar unit in which the two dates differ (years, months, weeks,
/// days, hours, minutes, seconds), truncated toward zero as the calendar counts it, with the
/// locale's own words (Foundation's `Date.RelativeFormatStyle`, which uses the same ICU data as
/// Apple's formatter).
///
/// ```swift
/// let formatter = RelativeDateTimeFormatter()
/// formatter.locale = Locale(identifier: "en_US")
/// let now = Date(timeIntervalSince1970: 0)
/// let earlier = formatter.localizedString(for: now.addingTimeInterval(-7_200), relativeTo: now)  // "2 hours ago"
/// formatter.dateTimeStyle = .named
/// let named = formatter.localizedString(from: DateComponents(day: -1))  // "yesterday"
/// ```
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    // Sendable as Apple's formatters are (apps keep one in a `static let`); Formatter is not
    // Sendable on Linux, hence unchecked: the only state, the settings, is behind a lock.

    /// How a relative date is put: as a number of units, or in words where the locale has them.
    public enum DateTimeStyle: Int, Sendable {
        /// A number of units: "1 day ago", "in 1 week".
        case numeric = 0
        /// The locale's words where it has them: "yesterday", "next week" (else numeric).
        case named = 1
    }

    /// How the units of a relative date are written.
    public enum UnitsStyle: Int, Sendable {
        /// Full units: "2 months ago".
        case full = 0
        /// Units and numbers spelled out: "two months ago".
        case spellOut = 1
        /// Shortened units: "2 mo. ago".
        case short = 2
        /// Abbreviated units: "2mo ago" (the narrowest the locale has).
        case abbreviated = 3
    }

    /// What a formatter is set to.
    private struct Settings: Sendable {
        var dateTimeStyle = DateTimeStyle.numeric
        var unitsStyle = UnitsStyle.full
        var calendar = Calendar.current
        var locale = Locale.current
        var formattingContext = Formatter.Context.unknown
    }

    private let settings = Locked(Settings())

    private func read<Value>(_ body: (Settings) -> Value) -> Value {
        settings.withLock { body($0) }
    }

    private func write(_ body: (inout Settings) -> Void) {
        settings.withLock { body(&$0) }
    }

    /// Whether to use the locale's words ("yesterday") or numbers ("1 day ago"); numeric by default.
    open var dateTimeStyle: DateTimeStyle {
        get { read(\.dateTimeStyle) }
        set { write { $0.dateTimeStyle = newValue } }
    }

    /// How units are written; full by default.
    open var unitsStyle: UnitsStyle {
        get { read(\.unitsStyle) }
        set { write { $0.unitsStyle = newValue } }
    }

    /// The calendar that counts the units between two dates (the current calendar by default).
    open var calendar: Calendar! {
        get { read(\.calendar) }
        set { write { $0.calendar = newValue ?? .current } }
    }

    /// The locale whose words are used (the current locale by default).
    open var locale: Locale! {
        get { read(\.locale) }
        set { write { $0.locale = newValue ?? .current } }
    }

    /// Where the string goes, for its capitalization (`.beginningOfSentence`: "Yesterday").
    open var formattingContext: Formatter.Context {
        get { read(\.formattingContext) }
        set { write { $0.formattingContext = newValue } }
    }

    /// A formatter with numeric dates, full units, and the current calendar and locale.
    public override init() {
        super.init()
    }

    /// A formatter decoded from an archive: the default settings (nothing is read from it).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The time between `date` and `referenceDate`, as the largest unit in which they differ.
    ///
    /// - Parameters:
    ///   - date: The date to describe.
    ///   - referenceDate: The date it is described from (usually now).
    /// - Returns: Such as "2 hours ago" or "in 3 days".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let settings = read { $0 }
        let units: Set<Calendar.Component> = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        let difference = settings.calendar.dateComponents(units, from: referenceDate, to: date)
        return Self.string(largestUnitOf: difference, settings: settings)
    }

    /// A time interval from now, as the largest unit it spans.
    ///
    /// - Parameter timeInterval: Seconds from now (negative: in the past).
    /// - Returns: Such as "in 5 minutes".
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest unit of `dateComponents` (years first, then months, weeks, days, hours, minutes,
    /// seconds) that is set and not zero; a negative value is in the past.
    ///
    /// - Parameter dateComponents: The components, such as `DateComponents(day: -2)`.
    /// - Returns: Such as "2 days ago".
    open func localizedString(from dateComponents: DateComponents) -> String {
        Self.string(largestUnitOf: dateComponents, settings: read { $0 })
    }

    /// The relative date for a `Date`, from now; nil for anything else.
    ///
    /// - Parameter obj: A date.
    /// - Returns: The string, or nil.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// Formats `value` units with ICU's relative-date patterns: a reference date in the middle of a
    /// month, in UTC, moved by exactly `value` units, formatted relative to it in that unit alone.
    private static func string(largestUnitOf components: DateComponents, settings: Settings) -> String {
        let (field, value) = largestUnit(of: components)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = settings.locale
        let reference = Date(timeIntervalSinceReferenceDate: 14 * 86_400 + 43_200)  // 2001-01-15 12:00 UTC
        let date = calendar.date(byAdding: field.component, value: value, to: reference) ?? reference
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: settings.dateTimeStyle == .named ? .named : .numeric,
            unitsStyle: unitsStyle(settings.unitsStyle), locale: settings.locale, calendar: calendar,
            capitalizationContext: capitalization(settings.formattingContext))
        style.allowedFields = [field.field]
        return style.format(reference)
    }

    /// The largest unit of `components` that is not zero (seconds, valued 0, when none is).
    private static func largestUnit(
        of components: DateComponents
    ) -> (field: (component: Calendar.Component, field: Date.RelativeFormatStyle.Field), value: Int) {
        let units: [(Calendar.Component, Date.RelativeFormatStyle.Field, Int?)] = [
            (.year, .year, components.year), (.month, .month, components.month),
            (.weekOfMonth, .week, components.weekOfMonth ?? components.weekOfYear),
            (.day, .day, components.day), (.hour, .hour, components.hour),
            (.minute, .minute, components.minute), (.second, .second, components.second),
        ]
        for (component, field, value) in units {
            if let value, value != 0 { return ((component, field), value) }
        }
        return ((.second, .second), 0)
    }

    private static func unitsStyle(_ style: UnitsStyle) -> Date.RelativeFormatStyle.UnitsStyle {
        switch style {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private static func capitalization(_ context: Formatter.Context) -> FormatStyleCapitalizationContext {
        switch context {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
    }
}
