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
        if let body = styledBody(children.owner.environment) {
            children.append(.index(0), body)
            return
        }
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.formStyles.custom != nil {
            environment.formStyles = environment.formStyles.outer
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        if node.children.first?.castableView is any StyleBodyMarker { return node.renderChildren(context) }
        return [ListLayout.rows(node.renderChildren(context), context)]
    }
}
