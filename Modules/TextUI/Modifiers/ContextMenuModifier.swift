import Foundation

/// Content with a context menu: a long press through the host (`host.longPress("Heat")`) opens
/// it, showing its items indented below the content; tapping an item runs it and closes the menu.
struct ContextMenuContent<Content: View, MenuItems: View>: View {
    let content: Content
    let menuItems: MenuItems

    typealias Body = Never
}

extension ContextMenuContent: GestureTarget, RevealsItems {
    static var kind: ControlKind { .gesture }

    var priority: GesturePriority { .simultaneous }

    var alwaysShown: Content { content }
    var revealedItems: MenuItems { menuItems }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let content = node.children[0].rendered(context)
        guard node.children.count > 1 else { return content }
        let items = StackLayout.vertical(node.children[1].rendered(context), alignment: .leading)
        return StackLayout.below(content, [items.prefixingLines(width: 2) { _ in "  " }])
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { node.children.count > 1 ? "open" : "closed" }

    func recognizes(_ event: GestureEvent) -> Bool {
        if case .longPress = event { return true }
        return false
    }

    func perform(_ event: GestureEvent, _ node: Node) {
        setOpen(true, node)
    }
}

/// A context menu as a value (the older `contextMenu(_:)` spelling).
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// A context menu of `menuItems`.
    ///
    /// - Parameter menuItems: The menu's items.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension View {
    /// Adds a context menu: a long press through the host opens it, showing its items below the
    /// view; tapping an item runs it and closes the menu.
    ///
    /// - Parameter menuItems: The menu's items (buttons, usually).
    /// - Returns: A view that renders as this one, and its items below while the menu is open.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuContent(content: self, menuItems: menuItems())
    }

    /// Adds a context menu with a preview (the preview is not rendered).
    ///
    /// - Parameters:
    ///   - menuItems: The menu's items.
    ///   - preview: What SwiftUI shows above the menu; not rendered.
    /// - Returns: A view that renders as this one, and its items below while the menu is open.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    {
        ContextMenuContent(content: self, menuItems: menuItems())
    }

    /// Adds a context menu given as a value, or none for nil (the older spelling).
    ///
    /// - Parameter contextMenu: The menu, or nil.
    /// - Returns: A view that renders as this one, and the menu's items below while it is open.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuContent(content: self, menuItems: contextMenu.map { AnyView($0.menuItems) } ?? AnyView(EmptyView()))
    }

    /// Adds a context menu for the selected items of a list or table (accepted, not operable through
    /// the host: the menu is not shown).
    ///
    /// - Parameters:
    ///   - itemType: The type of the selection's items.
    ///   - menu: Makes the menu's items from the items it is for.
    ///   - primaryAction: Runs when the items are opened (double-clicked); not performed.
    /// - Returns: This view, unchanged.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        self
    }
}
