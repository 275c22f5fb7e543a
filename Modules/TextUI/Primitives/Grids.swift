/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``). Its size is not rendered; the
/// number of items says how many columns (or rows) the grid has.
public struct GridItem: Sendable {
    /// How a grid item is sized (not rendered).
    public enum Size: Sendable {
        /// A column (or row) of a fixed size.
        case fixed(CGFloat)
        /// A column (or row) that takes what space there is, within bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns (or rows) as fit, each within bounds.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after the item, or nil for the default (not rendered).
    public var spacing: CGFloat?
    /// How the item's content is aligned, or nil for the default (not rendered).
    public var alignment: Alignment?

    /// A grid item: one column of a `LazyVGrid` or one row of a `LazyHGrid`.
    ///
    /// - Parameters:
    ///   - size: The item's size (not rendered).
    ///   - spacing: The space after it (not rendered).
    ///   - alignment: How its content is aligned (not rendered).
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows downward: its children fill rows of as many cells as it has columns, each
/// column as wide as its widest cell.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let content: Content

    /// A grid of views laid out in columns, rendered as a table with a column per item.
    ///
    /// - Parameters:
    ///   - columns: The columns.
    ///   - alignment: How the grid is aligned (not rendered).
    ///   - spacing: The space between rows (not rendered).
    ///   - pinnedViews: The section parts to pin (not rendered).
    ///   - content: The grid's cells, in order.
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

    /// A grid of views laid out in rows, rendered as a table with a row per item.
    ///
    /// - Parameters:
    ///   - rows: The rows.
    ///   - alignment: How the grid is aligned (not rendered).
    ///   - spacing: The space between columns (not rendered).
    ///   - pinnedViews: The section parts to pin (not rendered).
    ///   - content: The grid's cells, in order.
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
