/// Content with a view inset along one of its edges (a bar below a list, a header above it). Text
/// output shows the inset view on its side: above or below the content, or before or after it.
struct SafeAreaInsetContent<Content: View, Inset: View>: View {
    enum Side {
        case top, bottom, leading, trailing
    }

    let content: Content
    let inset: Inset
    let side: Side

    typealias Body = Never
}

extension SafeAreaInsetContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
        children.append(.index(1), inset)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let content = node.children[0].rendered(context)
        let inset = node.children[1].rendered(context)
        switch side {
        case .top: return StackLayout.below(inset, content)
        case .bottom: return StackLayout.below(content, inset)
        case .leading: return [StackLayout.horizontal(inset + content, alignment: .top, spacing: 1)]
        case .trailing: return [StackLayout.horizontal(content + inset, alignment: .top, spacing: 1)]
        }
    }
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable {
    /// The edge where text starts (the left), or the edge where it ends (the right).
    case leading, trailing
}

extension View {
    /// Shows `content` along the top or bottom edge of this view: above or below it.
    ///
    /// - Parameters:
    ///   - edge: `.top` shows the inset above this view, `.bottom` below it.
    ///   - alignment: How the inset is aligned horizontally; accepted, no effect on the text.
    ///   - spacing: The space between the inset and this view; accepted, no effect on the text.
    ///   - content: Builds the inset view.
    /// - Returns: A view that renders the inset's lines above or below this view's.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetContent(content: self, inset: content(), side: edge == .top ? .top : .bottom)
    }

    /// Shows `content` along the leading or trailing edge of this view: before or after it.
    ///
    /// - Parameters:
    ///   - edge: `.leading` shows the inset before this view, `.trailing` after it.
    ///   - alignment: How the inset is aligned vertically; accepted, no effect (both are top-aligned).
    ///   - spacing: The space between the inset and this view; accepted, no effect (one column separates them).
    ///   - content: Builds the inset view.
    /// - Returns: A view that renders the inset side by side with this view, before or after it.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetContent(content: self, inset: content(), side: edge == .leading ? .leading : .trailing)
    }
}
