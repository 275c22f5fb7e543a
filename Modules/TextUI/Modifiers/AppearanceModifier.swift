/// Content with actions for entering and leaving the tree.
struct AppearanceContent<Content: View>: View {
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    typealias Body = Never
}

extension AppearanceContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    /// After the content's own `onAppear`s: SwiftUI runs a child's before its parent's, so a
    /// parent's action sees what its children's wrote.
    func didMountSubtree(_ node: Node) {
        if let onAppear { node.host?.enqueueAction(onAppear) }
    }

    func willUnmount(_ node: Node) {
        if let onDisappear { node.host?.enqueueAction(onDisappear) }
    }
}

extension View {
    /// Runs `action` after this view enters the tree.
    ///
    /// - Parameter action: The closure to run once the view is mounted, after that update; nil runs nothing.
    /// - Returns: A view that runs `action` when it appears.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        AppearanceContent(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` after this view leaves the tree.
    ///
    /// - Parameter action: The closure to run once the view is unmounted, after that update; nil runs nothing.
    /// - Returns: A view that runs `action` when it disappears.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        AppearanceContent(content: self, onAppear: nil, onDisappear: action)
    }
}
