import Foundation

/// A control that picks a date. Renders as its label and the date in a fixed, readable form:
/// `Start: 1970-01-01 00:00` (with `[.date]`: `Start: 1970-01-01`; with `[.hourAndMinute]`:
/// `Start: 00:00`), in the Gregorian calendar and in UTC unless the environment's time zone was set
/// (`.environment(\.timeZone, …)`).
///
/// The host sets it as a person typing into it would: `host.type("2024-05-01", into: "Start")`
/// (what is typed replaces the parts it gives: a date keeps the time of day, a time keeps the date),
/// or `host.pick(date:in:)`. A date outside the picker's range is refused with an error.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let range: DateRange
    let components: DatePickerComponents

    init(label: Label, selection: Binding<Date>, range: DateRange, components: DatePickerComponents) {
        self.label = label
        self.selection = selection
        self.range = range
        self.components = components
    }

    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    public typealias Body = Never
}

/// The dates a picker accepts: any, from a date, through a date, or between two.
struct DateRange: Sendable {
    var lowerBound: Date?
    var upperBound: Date?

    static let unbounded = DateRange()

    init(lowerBound: Date? = nil, upperBound: Date? = nil) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    init(_ range: ClosedRange<Date>) { self.init(lowerBound: range.lowerBound, upperBound: range.upperBound) }
    init(_ range: PartialRangeFrom<Date>) { self.init(lowerBound: range.lowerBound) }
    init(_ range: PartialRangeThrough<Date>) { self.init(upperBound: range.upperBound) }

    func contains(_ date: Date) -> Bool {
        (lowerBound.map { date >= $0 } ?? true) && (upperBound.map { date <= $0 } ?? true)
    }
}

/// The parts of a date a ``DatePicker`` shows and edits.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt

    /// A set from its raw value.
    ///
    /// - Parameter rawValue: The bits of the set.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and minute (`00:00`).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The hour, minute and second (`00:00:00`).
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 2)
    /// The day, month and year (`1970-01-01`).
    public static let date = DatePickerComponents(rawValue: 4)
}

// MARK: Initializers with a label view

extension DatePicker {
    /// A date picker with a custom label, for any date.
    ///
    /// - Parameters:
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: .unbounded, components: displayedComponents)
    }

    /// A date picker with a custom label, for dates in a closed range.
    ///
    /// - Parameters:
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses others.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: DateRange(range), components: displayedComponents)
    }

    /// A date picker with a custom label, for dates on or after a start date.
    ///
    /// - Parameters:
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses earlier ones.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: DateRange(range), components: displayedComponents)
    }

    /// A date picker with a custom label, for dates on or before an end date.
    ///
    /// - Parameters:
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses later ones.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: DateRange(range), components: displayedComponents)
    }
}

// MARK: Initializers with a title

extension DatePicker where Label == Text {
    /// A date picker titled `titleKey`, for any date.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(titleKey), selection: selection, range: .unbounded, components: displayedComponents)
    }

    /// A date picker titled `title`, for any date.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, range: .unbounded, components: displayedComponents)
    }

    /// A date picker titled `titleKey`, for dates in a closed range.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses others.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(titleKey), selection: selection, range: DateRange(range), components: displayedComponents)
    }

    /// A date picker titled `title`, for dates in a closed range.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses others.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, range: DateRange(range), components: displayedComponents)
    }

    /// A date picker titled `titleKey`, for dates on or after a start date.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses earlier ones.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(titleKey), selection: selection, range: DateRange(range), components: displayedComponents)
    }

    /// A date picker titled `title`, for dates on or after a start date.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses earlier ones.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, range: DateRange(range), components: displayedComponents)
    }

    /// A date picker titled `titleKey`, for dates on or before an end date.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses later ones.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(titleKey), selection: selection, range: DateRange(range), components: displayedComponents)
    }

    /// A date picker titled `title`, for dates on or before an end date.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The date; the picker shows it, and typing a date into the picker sets it.
    ///   - range: The dates it accepts; the host refuses later ones.
    ///   - displayedComponents: The parts shown and edited (the date and time by default).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, range: DateRange(range), components: displayedComponents)
    }
}

// MARK: Behaviour

extension DatePicker: DateEntryControl {
    static var kind: ControlKind { .datePicker }

    func makeChildren(_ children: inout ChildList) {
        _ = selection.wrappedValue  // the rendering shows the value: depend on it
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("\(labelText(node)): \(shownValue(node))", node)
    }

    private func shownValue(_ node: Node) -> String {
        DateText(timeZone: node.environment.pickerTimeZone).string(selection.wrappedValue, components)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { shownValue(node) }

    func enter(_ text: String, _ node: Node) throws {
        let dates = DateText(timeZone: node.environment.pickerTimeZone)
        guard let date = dates.date(from: text, replacingPartsOf: selection.wrappedValue) else {
            throw ViewHostError.invalidDate(picker: label(node), text: text, expected: dates.expectedForms(components))
        }
        try pick(date, node)
    }

    func pick(_ date: Date, _ node: Node) throws {
        guard range.contains(date) else {
            let dates = DateText(timeZone: node.environment.pickerTimeZone)
            throw ViewHostError.dateOutOfRange(
                picker: label(node), date: dates.string(date, components),
                range: dates.describe(range, components))
        }
        selection.wrappedValue = date
    }
}

/// A control the host types a date into, or sets to a date.
@MainActor protocol DateEntryControl: Control {
    func enter(_ text: String, _ node: Node) throws
    func pick(_ date: Date, _ node: Node) throws
}

extension EnvironmentValues {
    /// The time zone date pickers show dates in: the environment's when it was set, else UTC.
    var pickerTimeZone: TimeZone {
        timeZoneIfSet ?? TimeZone(identifier: "UTC") ?? .current
    }
}
