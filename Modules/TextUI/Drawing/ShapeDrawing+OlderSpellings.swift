// Shapes filled and stroked in SwiftUI's older spellings (before iOS 17's fill-and-stroke shape
// views): each returns a plain view. They are disfavoured, as the newer spellings that return
// shape views (so a stroke can be filled) win when both fit. Shapes are not drawn in text output.

extension Shape {
    /// The shape filled with the foreground style (not rendered).
    ///
    /// - Parameter style: The fill rule.
    /// - Returns: A view of the filled shape: it renders nothing.
    @_disfavoredOverload
    public func fill(style: FillStyle = FillStyle()) -> some View {
        fill(.foreground, style: style)
    }

    /// The shape's outline in `content` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style.
    ///   - style: The outline's width, caps, joins and dashes.
    /// - Returns: A view of the outline: it renders nothing.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        stroke(content, style: style, antialiased: true)
    }

    /// The shape's outline in `content` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style.
    ///   - lineWidth: The outline's width (1 by default).
    /// - Returns: A view of the outline: it renders nothing.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, lineWidth: lineWidth, antialiased: true)
    }
}

extension InsettableShape {
    /// The shape's outline, in the foreground style, drawn inside its frame (not rendered).
    ///
    /// - Parameters:
    ///   - style: The outline's width, caps, joins and dashes.
    ///   - antialiased: Whether edges are smoothed (true by default).
    /// - Returns: A view of the outline: it renders nothing.
    @_disfavoredOverload
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(.foreground, style: style, antialiased: antialiased)
    }

    /// The shape's outline, in the foreground style, drawn inside its frame (not rendered).
    ///
    /// - Parameters:
    ///   - lineWidth: The outline's width (1 by default).
    ///   - antialiased: Whether edges are smoothed (true by default).
    /// - Returns: A view of the outline: it renders nothing.
    @_disfavoredOverload
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(.foreground, lineWidth: lineWidth, antialiased: antialiased)
    }
}
