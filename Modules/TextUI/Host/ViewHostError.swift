/// Why the host could not do what was asked.
public enum ViewHostError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// No enabled or disabled control of this kind has this label.
    case controlNotFound(kind: ControlKind, label: String, available: [String])
    /// Several controls of this kind answer to this name (their labels are the candidates).
    case ambiguousControl(kind: ControlKind, label: String, candidates: [String])
    /// The control exists but is disabled.
    case controlDisabled(kind: ControlKind, label: String)
    /// The picker has no option with this label or tag.
    case optionNotFound(picker: String, option: String, available: [String])
    /// The host was unmounted.
    case notMounted
    /// No mounted `@State` has this path.
    case stateNotFound(path: String, available: [String])
    /// The value does not fit the state's type.
    case invalidStateValue(path: String, reason: String)
    /// No deletable (or movable) row shows this text.
    case rowNotFound(text: String, available: [String])
    /// Several rows show this text (the rows are named by their texts).
    case ambiguousRow(text: String, rows: [String])
    /// No row of a list shows this text (the rows are named by their texts).
    case rowNotShown(text: String, available: [String])
    /// The row that shows a text has no control of this kind with this label (the labels it has
    /// are the available ones).
    case controlNotInRow(kind: ControlKind, label: String, row: String, available: [String])
    /// A row cannot be moved to this position (there are `count` rows).
    case rowPositionOutOfRange(text: String, position: Int, count: Int)
    /// No view in the tree is refreshable.
    case nothingToRefresh
    /// The text typed into a date picker is not a date in a form it reads.
    case invalidDate(picker: String, text: String, expected: String)
    /// The date is outside the date picker's range.
    case dateOutOfRange(picker: String, date: String, range: String)
    /// No shown element with this name offers this accessibility action (the names of those that
    /// offer it are the available ones).
    case accessibilityActionNotFound(action: String, element: String, available: [String])
    /// Several shown elements with this name offer this accessibility action.
    case ambiguousAccessibilityElement(element: String, action: String, count: Int)

    public var description: String {
        switch self {
        case .controlNotFound(let kind, let label, let available):
            return "no \(kind.displayName) labelled \"\(label)\" (\(Self.found(available.map { "\"\($0)\"" })))"
        case .ambiguousControl(let kind, let label, let candidates):
            return "\(candidates.count) \(kind.pluralName) answer to \"\(label)\" ("
                + candidates.map { "\"\($0)\"" }.joined(separator: ", ")
                + "); name one by its whole label, its accessibility label or its identifier"
        case .controlDisabled(let kind, let label):
            return "the \(kind.displayName) \"\(label)\" is disabled"
        case .optionNotFound(let picker, let option, let available):
            return "the picker \"\(picker)\" has no option \"\(option)\" (options: "
                + available.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
        case .notMounted:
            return "the host is unmounted"
        case .stateNotFound(let path, let available):
            return "no state at \(path) (\(Self.found(available)))"
        case .invalidStateValue(let path, let reason):
            return "cannot set \(path): \(reason)"
        case .rowNotFound(let text, let available):
            return "no editable row shows \"\(text)\" (\(Self.found(available.map { "\"\($0)\"" })))"
        case .ambiguousRow(let text, let rows):
            return "\(rows.count) rows show \"\(text)\" (" + rows.map { "\"\($0)\"" }.joined(separator: ", ")
                + "); name one by a text only it shows"
        case .rowNotShown(let text, let available):
            let rows = available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no row shows \"\(text)\" (\(available.isEmpty ? "there are no rows" : "rows: " + rows))"
        case .controlNotInRow(let kind, let label, let row, let available):
            return "no \(kind.displayName) labelled \"\(label)\" in the row \"\(row)\" ("
                + Self.found(available.map { "\"\($0)\"" }) + ")"
        case .rowPositionOutOfRange(let text, let position, let count):
            return
                "cannot move \"\(text)\" to position \(position): there are \(count) rows (positions 0 to \(count - 1))"
        case .nothingToRefresh:
            return "no view is refreshable"
        case .invalidDate(let picker, let text, let expected):
            return "the date picker \"\(picker)\" cannot read \"\(text)\" as a date (type \(expected))"
        case .dateOutOfRange(let picker, let date, let range):
            return "the date picker \"\(picker)\" takes dates \(range), not \(date)"
        case .accessibilityActionNotFound(let action, let element, let available):
            return "no element \"\(element)\" offers the accessibility action \"\(action)\" ("
                + Self.found(available.map { "\"\($0)\"" }) + ")"
        case .ambiguousAccessibilityElement(let element, let action, let count):
            return "\(count) elements \"\(element)\" offer the accessibility action \"\(action)\""
        }
    }

    public var errorDescription: String? { description }

    /// "found: a, b", or "there is none".
    private static func found(_ names: [String]) -> String {
        names.isEmpty ? "there is none" : "found: " + names.joined(separator: ", ")
    }
}

extension ControlKind {
    /// How messages name this kind of control.
    public var displayName: String {
        switch self {
        case .button: "button"
        case .toggle: "toggle"
        case .textField: "text field"
        case .picker: "picker"
        case .stepper: "stepper"
        case .slider: "slider"
        case .datePicker: "date picker"
        case .colorPicker: "color picker"
        case .gesture: "view with a gesture"
        }
    }

    /// The name of several controls of this kind, as messages say it: `toggles`, `views with a gesture`.
    public var pluralName: String {
        self == .gesture ? "views with a gesture" : displayName + "s"
    }
}
