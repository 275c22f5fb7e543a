/// A container of controls for data entry, laid out as a ``List``: each view is a row, `Section`s
/// add headers.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of views, one row each.
    ///
    /// - Parameter content: The form's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Form: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [ListLayout.rows(node.renderChildren(context), context)]
    }
}
