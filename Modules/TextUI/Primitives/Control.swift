/// The kinds of controls a host can operate.
public enum ControlKind: String, Sendable, CaseIterable {
    /// A button (and whatever is tapped like one), a toggle, a text field, a picker, a stepper, a
    /// slider, a date picker, a color picker, or a view with a gesture (or a context menu).
    case button, toggle, textField, picker, stepper, slider, datePicker, colorPicker, gesture
}

/// A built-in view a person (or a test) can operate through the host.
@MainActor
protocol Control: PrimitiveView {
    static var kind: ControlKind { get }
    /// The text that names the control: a button's label, a field's title.
    func label(_ node: Node) -> String
    /// The control's current value, as text (nil for buttons).
    func valueDescription(_ node: Node) -> String?
}

extension Control {
    /// A control lays out its label itself.
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    /// The rendered text of the node's first child (the label view), on one line; for a control
    /// whose label shows no text (an image only), the name accessibility gives it: its
    /// accessibility label, else its image's (or the image's name).
    func labelText(_ node: Node) -> String {
        let text = node.children.first?.rendered(RenderContext()).singleLine ?? ""
        guard text.isEmpty else { return text }
        return node.accessibility.label ?? node.children.first?.imageName ?? ""
    }

    /// `text`, marked when the control is disabled (and given the emphasis ``TextEmphasis/disabled``).
    func decorate(_ text: String, _ node: Node) -> [Block] {
        guard !node.environment.isEnabled else { return [Block(lines: [text])] }
        return [Block(lines: [text + " (disabled)"]).emphasized(.disabled)]
    }
}

/// A control the host taps.
@MainActor protocol ButtonControl: Control { func press(_ node: Node) }
/// A control the host switches on and off.
@MainActor protocol ToggleControl: Control { func flip(_ node: Node) }
/// A control the host types into and submits.
@MainActor protocol TextFieldControl: Control {
    func replaceText(with newText: String, _ node: Node)
    func submit(_ node: Node)
}
/// A control the host steps up and down.
@MainActor protocol AdjustableControl: Control { func adjust(by steps: Int, _ node: Node) }
/// A control the host chooses an option of.
@MainActor protocol PickerControl: Control {
    func options(_ node: Node) -> [PickerOption]
    func choose(_ tag: AnyHashable) -> Bool
}
