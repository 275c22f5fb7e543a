/// A screen pushed because a binding says so (`navigationDestination(isPresented:)`,
/// `navigationDestination(item:)`, `NavigationLink(destination:isActive:)`): pushed on the
/// innermost stack while the binding asks for it, popped when it stops asking, and popping it
/// (Back, `dismiss`) sets the binding back.
@MainActor
struct BoundNavigationPush {
    /// What the binding asks to push now: a key (another key pushes a new screen) and the screen;
    /// nil for nothing. Reading it reads the binding.
    let wanted: () -> (key: AnyHashable, screen: any View)?
    /// Sets the binding back, once its screen was popped.
    let reset: @MainActor () -> Void

    /// Reads the binding (so the node depends on it) and, once the update is done, pushes or pops.
    func track(_ node: Node) {
        let wanted = wanted()
        let reset = reset
        let reference = NodeReference(node)
        node.host?.enqueueAction {
            guard let node = reference.node else { return }
            Self.sync(node, wanted: wanted, reset: reset)
        }
    }

    /// Pops the screen this node pushed, as the node leaves the tree.
    static func withdraw(_ node: Node) {
        guard let pushed = node.primitiveState as? PushedEntry, let id = pushed.id else { return }
        pushed.id = nil
        node.navigationState?.removeOwn(id: id)
        node.environment.navigator?.node?.invalidate()
    }

    private static func sync(_ node: Node, wanted: (key: AnyHashable, screen: any View)?, reset: @escaping () -> Void) {
        guard node.isMounted, let stack = node.environment.navigator?.node, let state = node.navigationState else {
            return
        }
        let pushed = node.primitiveState as? PushedEntry ?? PushedEntry()
        node.primitiveState = pushed
        if let wanted, pushed.id != nil, pushed.key == wanted.key { return }
        if pushed.id == nil, wanted == nil { return }
        if let id = pushed.id {
            pushed.id = nil
            state.removeOwn(id: id)
        }
        if let wanted {
            pushed.key = wanted.key
            pushed.id = state.appendOwn(.view(wanted.screen)) { [weak pushed] in
                pushed?.id = nil
                reset()
            }
        }
        stack.invalidate()
    }
}

/// What a node pushed because of a binding: the entry's id in its stack and the key it was pushed
/// for.
final class PushedEntry {
    var id: Int?
    var key: AnyHashable?
}

/// Content that pushes a destination on the innermost stack while a binding asks for it.
struct BoundNavigationDestinationContent<Content: View>: View {
    let content: Content
    let push: BoundNavigationPush

    typealias Body = Never
}

extension BoundNavigationDestinationContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
        push.track(children.owner)
    }

    func willUnmount(_ node: Node) {
        BoundNavigationPush.withdraw(node)
    }
}

extension View {
    /// Pushes `destination` on the innermost navigation stack while `isPresented` is true; Back
    /// (or `dismiss` in it) pops it and sets `isPresented` to false.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the destination is pushed; setting it pushes or pops.
    ///   - destination: The screen to push.
    /// - Returns: A view that pushes `destination` while `isPresented` is true.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    {
        let screen = destination()
        return BoundNavigationDestinationContent(
            content: self,
            push: BoundNavigationPush(
                wanted: { isPresented.wrappedValue ? (key: AnyHashable(true), screen: screen) : nil },
                reset: { isPresented.wrappedValue = false }
            )
        )
    }

    /// Pushes `destination(item)` on the innermost navigation stack while `item` is not nil (another
    /// item replaces the screen); Back (or `dismiss` in it) pops it and sets `item` to nil.
    ///
    /// - Parameters:
    ///   - item: The value the pushed screen shows, or nil; setting it pushes, replaces or pops.
    ///   - destination: Builds the screen for the item.
    /// - Returns: A view that pushes the item's screen while `item` is not nil.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        BoundNavigationDestinationContent(
            content: self,
            push: BoundNavigationPush(
                wanted: { item.wrappedValue.map { (key: AnyHashable($0), screen: destination($0)) } },
                reset: { item.wrappedValue = nil }
            )
        )
    }
}
