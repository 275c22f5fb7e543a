import Foundation

// Filling and stroking a shape. Text output draws neither: each returns a shape view that renders
// nothing, or (for `stroke(style:)` and `stroke(lineWidth:)`) the shape of the stroke's outline.
extension Shape {
    /// The shape filled with `content` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The fill's colour or style (the foreground style by default).
    ///   - style: The fill rule.
    /// - Returns: A view of the filled shape: it renders nothing.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline in `content` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style.
    ///   - style: The outline's width, caps, joins and dashes.
    ///   - antialiased: Whether edges are smoothed.
    /// - Returns: A view of the outline: it renders nothing.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        StrokeShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline in `content` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style.
    ///   - lineWidth: The outline's width (1 by default).
    ///   - antialiased: Whether edges are smoothed.
    /// - Returns: A view of the outline: it renders nothing.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape of this shape's stroked outline (`Path.strokedPath(_:)` of its path).
    ///
    /// - Parameter style: The outline's width, caps, joins and dashes.
    /// - Returns: A shape whose path is the area the stroke covers.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape of this shape's stroked outline (`Path.strokedPath(_:)` of its path).
    ///
    /// - Parameter lineWidth: The outline's width (1 by default).
    /// - Returns: A shape whose path is the area the stroke covers.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// The shape's outline drawn inside its frame (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style (the foreground style by default).
    ///   - style: The outline's width, caps, joins and dashes.
    ///   - antialiased: Whether edges are smoothed.
    /// - Returns: A view of the outline: it renders nothing.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView>
    {
        StrokeBorderShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline drawn inside its frame (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style (the foreground style by default).
    ///   - lineWidth: The outline's width (1 by default).
    ///   - antialiased: Whether edges are smoothed.
    /// - Returns: A view of the outline: it renders nothing.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// The area a shape's stroke covers, as a shape.
public struct _StrokedShape<Content: Shape>: Shape {
    let shape: Content
    let style: StrokeStyle

    /// The stroke's outline in `rect`.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: `shape.path(in: rect).strokedPath(style)`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// A stroke is drawn as an outline.
    public static var role: ShapeRole { .stroke }
}
