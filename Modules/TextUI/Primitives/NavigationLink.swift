/// A control that pushes a destination on the innermost ``NavigationStack``. Renders as its label
/// with a `›` after it (`Alien ›`); the host taps it by its label. Outside a stack, tapping it does
/// nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let entry: () -> NavigationEntry?
    /// The value a link to a value pushes (nil for a link to a destination view).
    var value: AnyHashable?
    /// For a link bound to `isActive` or a selection: what the binding pushes, and what a tap sets.
    var activation: (push: BoundNavigationPush, activate: @MainActor () -> Void)?

    public typealias Body = Never
}

extension NavigationLink {
    /// A link with a custom label that pushes `destination`.
    ///
    /// - Parameters:
    ///   - destination: Makes the view to push; called each time the link is tapped.
    ///   - label: The link's label, drawn before the `›`; the host taps the link by its text.
    public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.entry = { .view(destination()) }
    }

    /// A link with a custom label that pushes `destination` (the older spelling).
    ///
    /// - Parameters:
    ///   - destination: The view to push when the link is tapped.
    ///   - label: The link's label, drawn before the `›`; the host taps the link by its text.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.entry = { .view(destination) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination`.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title, shown as its label and used by the host to tap it.
    ///   - destination: Makes the view to push; called each time the link is tapped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination`.
    ///
    /// - Parameters:
    ///   - title: The link's title, shown verbatim as its label and used by the host to tap it.
    ///   - destination: Makes the view to push; called each time the link is tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `titleKey` that pushes `destination` (the older spelling).
    ///
    /// - Parameters:
    ///   - titleKey: The link's title, shown as its label and used by the host to tap it.
    ///   - destination: The view to push when the link is tapped.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination` (the older spelling).
    ///
    /// - Parameters:
    ///   - title: The link's title, shown verbatim as its label and used by the host to tap it.
    ///   - destination: The view to push when the link is tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link with a custom label that pushes `value`, shown by the destination registered for its
    /// type with `.navigationDestination(for:)`. A nil value pushes nothing.
    ///
    /// - Parameters:
    ///   - value: The value to push on the stack's path; nil makes a link that does nothing.
    ///   - label: The link's label, drawn before the `›`; the host taps the link by its text.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.entry = { value.map { .value(AnyHashable($0)) } }
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `titleKey` that pushes `value`.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title, shown as its label and used by the host to tap it.
    ///   - value: The value to push on the stack's path; nil makes a link that does nothing.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `value`.
    ///
    /// - Parameters:
    ///   - title: The link's title, shown verbatim as its label and used by the host to tap it.
    ///   - value: The value to push on the stack's path; nil makes a link that does nothing.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), label)
        activation?.push.track(children.owner)
    }

    func willUnmount(_ node: Node) {
        if activation != nil { BoundNavigationPush.withdraw(node) }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let content = StackLayout.vertical(node.renderChildren(context), alignment: .leading)
        var lines = content.lines
        if lines.isEmpty { lines = [""] }
        lines[0] += " ›"
        if !node.environment.isEnabled { lines[0] += " (disabled)" }
        var block = Block(lines: lines)
        block.emphasis = content.emphasis
        if !node.environment.isEnabled { block = block.emphasized(.disabled) }
        return node.markedAsListRow([block], tag: rowTag(node))
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        if let activation {
            activation.activate()
            return
        }
        guard let entry = entry() else { return }
        if node.selectsInSplitView(entry) { return }
        node.environment.navigate { $0.push(entry, $1) }
    }
}
