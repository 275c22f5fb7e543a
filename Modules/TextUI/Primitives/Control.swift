/// The kinds of controls a host can operate.
public enum ControlKind: String, Sendable, CaseIterable {
    case button, toggle, textField, picker
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
    /// The rendered text of the node's first child (the label view), on one line.
    func labelText(_ node: Node) -> String {
        guard let labelNode = node.children.first else { return "" }
        return labelNode.rendered(RenderContext()).map(\.singleLine).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `text`, marked when the control is disabled.
    func decorate(_ text: String, _ node: Node) -> [Block] {
        [Block(lines: [node.environment.isEnabled ? text : text + " (disabled)"])]
    }
}
