/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``). Its size is not rendered; the
/// number of items says how many columns (or rows) the grid has.
public struct GridItem: Sendable {
    /// How a grid item is sized (not rendered).
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size

    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
    }
}

/// A grid that grows downward: its children fill rows of as many cells as it has columns, each
/// column as wide as its widest cell.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let content: Content

    /// A grid of `content` in `columns`.
    public init(
        columns: [GridItem],
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [StackLayout.grid(node.renderChildren(context), columns: columns.count)]
    }
}

/// A grid that grows sideways: its children fill columns of as many cells as it has rows.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let content: Content

    /// A grid of `content` in `rows`.
    public init(
        rows: [GridItem],
        alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyHGrid: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [StackLayout.grid(node.renderChildren(context), rows: rows.count)]
    }
}
