/// A control that shows a list of actions when tapped. Renders as `[ Label ▾ ]`; once tapped, its
/// items show below it, indented, and can be operated; tapping an item (or the menu again) closes
/// it. With a primary action, tapping runs that action instead (SwiftUI opens such a menu with a
/// long press, which the host does not do).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu with a label of any views, rendered as `[ Label ▾ ]`; tapping it shows its items
    /// indented below.
    ///
    /// - Parameters:
    ///   - content: The menu's items: buttons, pickers, other menus.
    ///   - label: The menu's label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    /// A menu with a label of any views whose tap runs a primary action (there is no long press to
    /// open it).
    ///
    /// - Parameters:
    ///   - content: The menu's items.
    ///   - label: The menu's label.
    ///   - primaryAction: What a tap does.
    @preconcurrency public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    public typealias Body = Never
}

extension Menu where Label == Text {
    /// A menu with a title, rendered as `[ Title ▾ ]`; tapping it shows its items indented below.
    ///
    /// - Parameters:
    ///   - titleKey: The menu's title.
    ///   - content: The menu's items: buttons, pickers, other menus.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu with a title, rendered as `[ Title ▾ ]`; tapping it shows its items indented below.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - content: The menu's items: buttons, pickers, other menus.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey` whose tap runs `primaryAction` (its items are not shown by a tap).
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn as `[ Title ▾ ]`; the host taps the menu by it.
    ///   - content: The menu's items.
    ///   - primaryAction: Runs when the menu is tapped.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled `title` whose tap runs `primaryAction` (its items are not shown by a tap).
    ///
    /// - Parameters:
    ///   - title: The title, drawn as `[ Title ▾ ]`; the host taps the menu by it.
    ///   - content: The menu's items.
    ///   - primaryAction: Runs when the menu is tapped.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TextUI.Label<Text, Image> {
    /// A menu with a title and a system symbol (not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The menu's title.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's items.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu with a title and a system symbol (not rendered).
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu: ButtonControl, RevealsItems {
    static var kind: ControlKind { .button }

    var alwaysShown: Label { label }
    var revealedItems: Content { content }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let header = decorate("[ \(labelText(node)) ▾ ]", node)
        guard node.children.count > 1 else { return header }
        let items = StackLayout.vertical(node.children[1].rendered(context), alignment: .leading)
        return [StackLayout.vertical(header + [items.prefixingLines(width: 2) { _ in "  " }], alignment: .leading)]
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { node.children.count > 1 ? "open" : "closed" }

    func press(_ node: Node) {
        if let primaryAction {
            primaryAction()
            return
        }
        setOpen(!isOpen(node), node)
    }
}
