import Foundation

/// A view that draws a shape (a filled or stroked shape). In iOS 17 such a view can be filled or
/// stroked again: `Circle().fill(.red).stroke(.blue, lineWidth: 2)`. Text output draws nothing.
public protocol ShapeView<Content>: View {
    /// The type of shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

/// A shape filled with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    /// The shape drawn.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle

    /// A shape filled with `style`.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - style: The fill's colour or style.
    ///   - fillStyle: The fill rule.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public typealias Body = Never
}

/// A shape filled with a style, drawn over a view that draws the same shape.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape drawn.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// The view drawn behind.
    public var background: Background

    /// `shape` filled with `style` over `background` (`fill(_:style:)` makes one).
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - style: The fill's colour or style.
    ///   - fillStyle: The fill rule.
    ///   - background: The view drawn behind.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public typealias Body = Never
}

/// A shape's outline stroked with a style, drawn over a view that draws the same shape.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape drawn.
    public var shape: Content
    /// The style of the outline.
    public var style: Style
    /// The outline's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether edges are smoothed.
    public var isAntialiased: Bool
    /// The view drawn behind.
    public var background: Background

    /// `shape`'s outline stroked with `style` over `background` (what `stroke` or `strokeBorder`
    /// on a shape view makes).
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - style: The outline's colour or style.
    ///   - strokeStyle: The outline's width, caps, joins and dashes.
    ///   - isAntialiased: Whether edges are smoothed.
    ///   - background: The view drawn behind.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public typealias Body = Never
}

/// A shape's outline stroked inside its frame, drawn over a view that draws the same shape.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape drawn.
    public var shape: Content
    /// The style of the outline.
    public var style: Style
    /// The outline's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether edges are smoothed.
    public var isAntialiased: Bool
    /// The view drawn behind.
    public var background: Background

    /// `shape`'s outline stroked with `style` over `background` (what `stroke` or `strokeBorder`
    /// on a shape view makes).
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - style: The outline's colour or style.
    ///   - strokeStyle: The outline's width, caps, joins and dashes.
    ///   - isAntialiased: Whether edges are smoothed.
    ///   - background: The view drawn behind.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public typealias Body = Never
}

// A shape view renders nothing; its background (another shape view) renders nothing either.
extension _ShapeView: LeafView {}
extension FillShapeView: LeafView {}
extension StrokeShapeView: LeafView {}
extension StrokeBorderShapeView: LeafView {}

extension ShapeView {
    /// This shape filled with `content` over this view (not rendered).
    ///
    /// - Parameters:
    ///   - content: The fill's colour or style (the foreground style by default).
    ///   - style: The fill rule.
    /// - Returns: A view of the filled shape over this one: it renders nothing.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> FillShapeView<Content, S, Self>
    {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// This shape's outline in `content` over this view (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style.
    ///   - style: The outline's width, caps, joins and dashes.
    ///   - antialiased: Whether edges are smoothed.
    /// - Returns: A view of the outline over this one: it renders nothing.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This shape's outline in `content` over this view (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style.
    ///   - lineWidth: The outline's width (1 by default).
    ///   - antialiased: Whether edges are smoothed.
    /// - Returns: A view of the outline over this one: it renders nothing.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// This shape's outline inside its frame in `content`, over this view (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style (the foreground style by default).
    ///   - style: The outline's width, caps, joins and dashes.
    ///   - antialiased: Whether edges are smoothed.
    /// - Returns: A view of the outline over this one: it renders nothing.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(
            shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This shape's outline inside its frame in `content`, over this view (not rendered).
    ///
    /// - Parameters:
    ///   - content: The outline's colour or style (the foreground style by default).
    ///   - lineWidth: The outline's width (1 by default).
    ///   - antialiased: Whether edges are smoothed.
    /// - Returns: A view of the outline over this one: it renders nothing.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
