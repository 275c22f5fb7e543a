import Foundation

/// A control that picks several days. Renders as its label and the chosen days in order:
/// `Dates: 2024-05-01, 2024-05-03` (`Dates: none` when there is none). The host chooses a day as
/// a person taps it in the calendar: `host.pick(date:in:)` (or `host.type("2024-05-01", into:)`)
/// adds the day, or removes it when it is chosen already.
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>
    let range: DateRange

    init(label: Label, selection: Binding<Set<DateComponents>>, range: DateRange) {
        self.label = label
        self.selection = selection
        self.range = range
    }

    /// A multiple date picker with a custom label, for any day.
    ///
    /// - Parameters:
    ///   - selection: The chosen days (year, month and day components).
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, range: .unbounded)
    }

    /// A multiple date picker with a custom label, for days in a range.
    ///
    /// - Parameters:
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts (its end excluded); the host refuses others.
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(), selection: selection,
            range: DateRange(lowerBound: bounds.lowerBound, upperBound: bounds.upperBound.addingTimeInterval(-0.001)))
    }

    /// A multiple date picker with a custom label, for days from a date.
    ///
    /// - Parameters:
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts; the host refuses earlier ones.
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: DateRange(bounds))
    }

    /// A multiple date picker with a custom label, for days before a date.
    ///
    /// - Parameters:
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts (its end excluded); the host refuses later ones.
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection,
            range: DateRange(upperBound: bounds.upperBound.addingTimeInterval(-0.001)))
    }

    public typealias Body = Never
}

extension MultiDatePicker where Label == Text {
    /// A multiple date picker titled `titleKey`, for any day.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The chosen days (year, month and day components).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(titleKey), selection: selection, range: .unbounded)
    }

    /// A multiple date picker titled `title`, for any day.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The chosen days (year, month and day components).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(title), selection: selection, range: .unbounded)
    }

    /// A multiple date picker titled `titleKey`, for days in a range.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts (its end excluded); the host refuses others.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A multiple date picker titled `title`, for days in a range.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts (its end excluded); the host refuses others.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A multiple date picker titled `titleKey`, for days from a date.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts; the host refuses earlier ones.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A multiple date picker titled `title`, for days from a date.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts; the host refuses earlier ones.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A multiple date picker titled `titleKey`, for days before a date.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts (its end excluded); the host refuses later ones.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A multiple date picker titled `title`, for days before a date.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The chosen days (year, month and day components).
    ///   - bounds: The dates it accepts (its end excluded); the host refuses later ones.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

extension MultiDatePicker: DateEntryControl {
    static var kind: ControlKind { .datePicker }

    func makeChildren(_ children: inout ChildList) {
        _ = selection.wrappedValue  // the rendering shows the value: depend on it
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("\(labelText(node)): \(shownValue)", node)
    }

    /// The chosen days, in order.
    private var shownValue: String {
        let days = selection.wrappedValue.map {
            String(format: "%04d-%02d-%02d", $0.year ?? 0, $0.month ?? 0, $0.day ?? 0)
        }
        return days.isEmpty ? "none" : days.sorted().joined(separator: ", ")
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { shownValue }

    func enter(_ text: String, _ node: Node) throws {
        let dates = DateText(timeZone: node.environment.pickerTimeZone)
        guard let date = dates.date(from: text, replacingPartsOf: Date(timeIntervalSince1970: 0)) else {
            throw ViewHostError.invalidDate(picker: label(node), text: text, expected: dates.expectedForms(.date))
        }
        try pick(date, node)
    }

    /// Adds the day of `date`, or removes it when it is chosen already.
    func pick(_ date: Date, _ node: Node) throws {
        let dates = DateText(timeZone: node.environment.pickerTimeZone)
        guard range.contains(date) else {
            throw ViewHostError.dateOutOfRange(
                picker: label(node), date: dates.day(date), range: dates.describe(range, .date))
        }
        let day = dates.calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)
        let sameDay = { (other: DateComponents) in
            other.year == day.year && other.month == day.month && other.day == day.day
        }
        var chosen = selection.wrappedValue
        if let existing = chosen.first(where: sameDay) {
            chosen.remove(existing)
        } else {
            chosen.insert(day)
        }
        selection.wrappedValue = chosen
    }
}
