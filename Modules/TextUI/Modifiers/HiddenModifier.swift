/// Content that stays in the tree (its state and lifecycle continue), renders nothing, and cannot
/// be operated.
struct HiddenContent<Content: View>: View {
    let content: Content

    typealias Body = Never
}

extension HiddenContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] { [] }
    func shownChildren(_ node: Node) -> [Node] { [] }
}

extension View {
    /// Hides this view: it stays in the tree and renders nothing.
    ///
    /// - Returns: A view that keeps this one in the tree (its state and tasks continue) but renders nothing
    ///   and cannot be operated.
    public func hidden() -> some View {
        HiddenContent(content: self)
    }
}
