/// Content that tells the innermost ``NavigationStack`` how to show pushed values of type `Data`.
struct NavigationDestinationContent<Content: View, Data: Hashable, Destination: View>: View {
    let content: Content
    let destination: (Data) -> Destination

    typealias Body = Never
}

extension NavigationDestinationContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func didMount(_ node: Node) {
        register(node)
    }

    func didUpdate(_ node: Node, from previous: any View) {
        register(node)
    }

    func willUnmount(_ node: Node) {
        node.navigationState?.unregister(Data.self, owner: NodeReference(node))
    }

    private func register(_ node: Node) {
        guard let stack = node.environment.navigator?.node, let state = node.navigationState else { return }
        let destination = destination
        state.register(Data.self, owner: NodeReference(node)) { destination($0) }
        if state.isWaitingForDestination { stack.invalidate() }
    }
}

extension View {
    /// Shows `destination(value)` for each value of type `data` pushed on the innermost
    /// navigation stack (by a `NavigationLink(value:)` or the stack's path).
    ///
    /// - Parameters:
    ///   - data: The type of the pushed values this destination shows.
    ///   - destination: Builds the view shown for a pushed value.
    /// - Returns: A view that registers the destination with the innermost navigation stack while it is shown.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationContent(content: self, destination: destination)
    }
}
