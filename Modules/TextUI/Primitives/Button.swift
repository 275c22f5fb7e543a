/// A control that performs an action. Renders as `[ Label ]`.
public struct Button<Label: View>: View {
    let label: Label
    let action: @MainActor () -> Void

    /// A button with a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    /// A button with a custom label and a role (the role is not rendered).
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button titled `titleKey` with a role (not rendered).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
}

/// What a button does, for styling; not rendered in text output.
public struct ButtonRole: Sendable, Equatable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("[ \(labelText(node)) ]", node)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        action()
    }
}
