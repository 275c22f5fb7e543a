/// Shows the first of its views that fits the space it is given, or the last one when none does.
/// Text output is given the space a ``GeometryReader`` describes, 80 columns by 24 lines: a view
/// fits horizontally when its widest line is at most 80 columns, vertically when it has at most 24
/// lines. Every view is mounted (to be measured); only the chosen one shows and can be operated.
///
/// ```swift
/// let header = ViewThatFits {
///     Text(String(repeating: "long ", count: 30))
///     Text("short")
/// }
/// // short
/// ```
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// A view that shows the first of `content`'s views that fits.
    ///
    /// - Parameters:
    ///   - axes: The directions in which a view must fit (both by default).
    ///   - content: The candidates, the preferred one first.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    /// The space text output offers: 80 columns by 24 lines (what a `GeometryProxy` reports).
    static var offered: (columns: Int, lines: Int) { (80, 24) }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    /// The candidates: the views `content` is made of.
    private func candidates(_ node: Node) -> [Node] {
        GridTable.cells(in: node.children).map(\.node)
    }

    /// The first candidate that fits, or the last.
    private func chosen(_ node: Node, _ context: RenderContext) -> Node? {
        let candidates = candidates(node)
        return candidates.first { candidate in
            let block = StackLayout.vertical(candidate.rendered(context), alignment: .leading)
            return (!axes.contains(.horizontal) || block.width <= Self.offered.columns)
                && (!axes.contains(.vertical) || block.lineCount <= Self.offered.lines)
        } ?? candidates.last
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        chosen(node, context)?.rendered(context) ?? []
    }

    func shownChildren(_ node: Node) -> [Node] {
        chosen(node, RenderContext()).map { [$0] } ?? []
    }
}
