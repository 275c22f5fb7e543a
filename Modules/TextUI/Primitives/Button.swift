/// A control that performs an action. Renders as `[ Label ]`.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button with a label of any views.
    ///
    /// - Parameters:
    ///   - action: What a tap does.
    ///   - label: The button's label.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a label of any views and a role (the role is not rendered).
    ///
    /// - Parameters:
    ///   - role: The button's role, such as `.destructive`.
    ///   - action: What a tap does.
    ///   - label: The button's label.
    @preconcurrency public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button with a title, rendered as `[ Title ]`.
    ///
    /// ```swift
    /// struct Reloader: View {
    ///     @State private var loads = 0
    ///     var body: some View {
    ///         Button("Reload") { loads += 1 }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - action: What a tap does.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a title, rendered as `[ Title ]`.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - action: What a tap does.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a title and a role (the role is not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - role: The button's role, such as `.destructive`.
    ///   - action: What a tap does.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a title and a role (the role is not rendered).
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: The button's role, such as `.destructive`.
    ///   - action: What a tap does.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == TextUI.Label<Text, Image> {
    /// A button with a title and a system symbol (the symbol is not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - systemImage: The symbol's name, such as `"plus"`.
    ///   - role: The button's role, if any.
    ///   - action: What a tap does.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title and a system symbol (the symbol is not rendered).
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - systemImage: The symbol's name, such as `"plus"`.
    ///   - role: The button's role, if any.
    ///   - action: What a tap does.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { TextUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, for styling; not rendered in text output.
public struct ButtonRole: Sendable, Equatable {
    let name: String
    /// A button that deletes or discards.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels (in an alert or a dialog it dismisses, as the others do).
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), styledLabel(children.owner.environment))
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.buttonStyles.custom != nil { environment.buttonStyles = environment.buttonStyles.outer }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        if node.isOperatedThroughItsStyle { return node.renderChildren(context) }
        return decorate("[ \(labelText(node)) ]", node)
    }

    func label(_ node: Node) -> String { nameText(node) }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        node.environment.buttonDismissal?()
        action()
    }
}
