/// Content with views layered in front of it. Text output shows the overlay below the content,
/// as a `ZStack` shows its layers (an overlay that renders nothing, such as a shape, adds nothing).
struct OverlayContent<Content: View, Overlay: View>: View {
    let content: Content
    let overlay: Overlay

    typealias Body = Never
}

extension OverlayContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
        children.append(.index(1), overlay)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        StackLayout.below(node.children[0].rendered(context), node.children[1].rendered(context))
    }
}

/// Content with views layered behind it. The background is mounted (its lifecycle runs) but not
/// rendered or operable: the content covers it.
struct BackgroundContent<Content: View, Background: View>: View {
    let content: Content
    let background: Background

    typealias Body = Never
}

extension BackgroundContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
        children.append(.index(1), background)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        node.children[0].rendered(context)
    }

    func shownChildren(_ node: Node) -> [Node] { [node.children[0]] }
}

extension View {
    /// Layers `content` in front of this view; text output shows it below this view.
    ///
    /// - Parameters:
    ///   - alignment: Where the overlay sits over this view; accepted, no effect on the text.
    ///   - content: Builds the overlay.
    /// - Returns: A view that renders this view, then the overlay's lines below it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        OverlayContent(content: self, overlay: content())
    }

    /// Layers `overlay` in front of this view; text output shows it below this view.
    ///
    /// - Parameters:
    ///   - overlay: The view to layer in front.
    ///   - alignment: Where the overlay sits over this view; accepted, no effect on the text.
    /// - Returns: A view that renders this view, then the overlay's lines below it.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        OverlayContent(content: self, overlay: overlay)
    }

    /// This view (fills are not rendered).
    ///
    /// - Parameters:
    ///   - style: The colour or style to fill over this view; accepted, not rendered.
    ///   - edges: The safe area edges the fill extends past; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

    /// This view (fills are not rendered).
    ///
    /// - Parameters:
    ///   - style: The colour or style to fill the shape with; accepted, not rendered.
    ///   - shape: The shape to fill over this view; accepted, not rendered.
    ///   - fillStyle: How the shape is filled; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    { self }

    /// Layers `content` behind this view: it is mounted, and not rendered (this view covers it).
    ///
    /// - Parameters:
    ///   - alignment: Where the background sits behind this view; accepted, no effect on the text.
    ///   - content: Builds the background; its lifecycle (`onAppear`, `task`...) runs.
    /// - Returns: A view that renders as this view, with the background mounted behind it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        BackgroundContent(content: self, background: content())
    }

    /// Layers `background` behind this view: it is mounted, and not rendered (this view covers it).
    ///
    /// - Parameters:
    ///   - background: The view to layer behind; its lifecycle (`onAppear`, `task`...) runs.
    ///   - alignment: Where the background sits behind this view; accepted, no effect on the text.
    /// - Returns: A view that renders as this view, with the background mounted behind it.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        BackgroundContent(content: self, background: background)
    }

    /// This view (fills are not rendered).
    ///
    /// - Parameter edges: The safe area edges the default background extends past; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

    /// This view (fills are not rendered).
    ///
    /// - Parameters:
    ///   - style: The colour or style to fill behind this view; accepted, not rendered.
    ///   - edges: The safe area edges the fill extends past; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        self
    }

    /// This view (fills are not rendered).
    ///
    /// - Parameters:
    ///   - shape: The shape to fill behind this view with the default background; accepted, not rendered.
    ///   - fillStyle: How the shape is filled; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View { self }

    /// This view (fills are not rendered).
    ///
    /// - Parameters:
    ///   - style: The colour or style to fill the shape with; accepted, not rendered.
    ///   - shape: The shape to fill behind this view; accepted, not rendered.
    ///   - fillStyle: How the shape is filled; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    { self }
}
