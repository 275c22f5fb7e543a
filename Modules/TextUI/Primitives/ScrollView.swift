/// A scrollable region. Text output shows all of its content: a column (or a row, for a
/// horizontal scroll view).
public struct ScrollView<Content: View>: View {
    /// The scrolling directions: `.horizontal` alone lays the content out in a row, else a column.
    public var axes: Axis.Set
    /// The content, shown in full.
    public var content: Content
    /// Whether scroll bars show (none are drawn).
    public var showsIndicators: Bool

    /// A scroll view of `content` along `axes`.
    ///
    /// - Parameters:
    ///   - axes: The scrolling directions: `.horizontal` alone lays the content out in a row, else a column.
    ///   - showsIndicators: Whether scroll bars show; kept, no effect on the text.
    ///   - content: The content, shown in full.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
        self.showsIndicators = showsIndicators
    }

    /// A scroll view of `content` along `axes`, with scroll bars as `.scrollIndicators(_:axes:)` says.
    ///
    /// - Parameters:
    ///   - axes: The scrolling directions (vertical by default).
    ///   - content: The content, shown in full.
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }

    public typealias Body = Never
}

extension ScrollView: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let blocks = node.renderChildren(context)
        if axes == .horizontal {
            return [StackLayout.horizontal(blocks, alignment: .center, spacing: 1)]
        }
        return [StackLayout.vertical(blocks, alignment: .leading)]
    }
}
