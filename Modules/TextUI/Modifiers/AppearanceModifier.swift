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

    func didMount(_ node: Node) {
        if let onAppear { node.host?.enqueueAction(onAppear) }
    }

    func willUnmount(_ node: Node) {
        if let onDisappear { node.host?.enqueueAction(onDisappear) }
    }
}

extension View {
    /// Runs `action` after this view enters the tree.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        AppearanceContent(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` after this view leaves the tree.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        AppearanceContent(content: self, onAppear: nil, onDisappear: action)
    }
}
