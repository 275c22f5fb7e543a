/// A view that always shows one part (a menu's label, a row) and, once opened, items below or
/// beside it (a menu's items, a context menu, swipe actions); a button among the items closes it.
/// Whether it is open is kept in its node, for as long as the view's identity lives.
@MainActor
protocol RevealsItems: PrimitiveView, Dismissing {
    associatedtype AlwaysShown: View
    associatedtype Items: View
    /// The part shown whether or not it is open (child 0).
    var alwaysShown: AlwaysShown { get }
    /// The items shown once it is open (child 1).
    var revealedItems: Items { get }
}

/// Whether a view that reveals items is open, kept in its node.
final class MenuState {
    var isOpen = false
}

extension RevealsItems {
    /// Whether the items show.
    func isOpen(_ node: Node) -> Bool {
        node.memory(MenuState.init).isOpen
    }

    /// Opens or closes it; the node is made again.
    func setOpen(_ isOpen: Bool, _ node: Node) {
        node.memory(MenuState.init).isOpen = isOpen
        node.invalidate()
    }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), alwaysShown)
        if isOpen(children.owner) {
            children.append(.index(1), revealedItems)
        }
    }

    /// While it is open, buttons close it.
    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        guard isOpen(node) else { return }
        environment.buttonDismissal = DismissAction(presenter: NodeReference(node))
    }

    func dismissPresentation(_ node: Node) {
        setOpen(false, node)
    }
}
