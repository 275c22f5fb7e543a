/// Content that stays in the tree (its state and lifecycle continue) and renders nothing.
struct HiddenContent<Content: View>: View {
    let content: Content

    typealias Body = Never
}

extension HiddenContent: PrimitiveView {
    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] { [] }
}

extension View {
    /// Hides this view: it stays in the tree and renders nothing.
    public func hidden() -> some View {
        HiddenContent(content: self)
    }
}
