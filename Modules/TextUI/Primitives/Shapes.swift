/// A shape: the outline `path(in:)` draws in a rectangle. It fills its space, which in text
/// output is nothing: built-in and custom shapes (`struct Arc: Shape { func path(in:) … }`) render
/// nothing, and their modifiers return them unchanged.
public protocol Shape: View, Sendable {
    /// The shape's outline in `rect`.
    ///
    /// - Parameter rect: The frame to draw the shape in.
    /// - Returns: The outline, which a test can inspect (text output does not draw it).
    func path(in rect: CGRect) -> Path
}

/// A shape that can be drawn inset by an amount (its border stays inside its frame).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount`.
    ///
    /// - Parameter amount: How far to move the shape's border inward on every side.
    /// - Returns: The inset shape (the built-in shapes return themselves: insets are not rendered).
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// A custom shape shows as a shape view: nothing, in text output.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A custom shape, as its view: it renders nothing.
public struct _ShapeView<Content: Shape>: View {
    let shape: Content

    public typealias Body = Never
}

extension _ShapeView: LeafView {}

extension Shape {
    /// The shape filled with the foreground style (not rendered).
    ///
    /// - Returns: The shape, unchanged: it renders nothing.
    public func fill() -> some View { self }
    /// The shape filled with `content` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The colour or style to fill with; accepted, no effect on the text.
    ///   - style: The fill rule; accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { self }
    /// The shape's outline (not rendered).
    ///
    /// - Parameter lineWidth: The width of the outline (1 by default); accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    /// The shape's outline in `content` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The colour or style of the outline; accepted, no effect on the text.
    ///   - lineWidth: The width of the outline (1 by default); accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    /// The shape's outline drawn inside it (not rendered).
    ///
    /// - Parameters:
    ///   - content: The colour or style of the outline; accepted, no effect on the text.
    ///   - lineWidth: The width of the outline (1 by default); accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
}

/// How a rounded rectangle's corners are drawn (not rendered).
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Corners drawn as quarter circles, or as smoother curves that ease into the sides.
    case circular, continuous
}

/// A rectangle.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}
    /// The rectangle's outline.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The same rectangle (insets are not rendered).
    ///
    /// - Parameter amount: How far to move the border inward; not used.
    /// - Returns: This rectangle.
    public func inset(by amount: CGFloat) -> Rectangle { self }
    public typealias Body = Never
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// A rectangle with corners of `cornerRadius`.
    ///
    /// - Parameters:
    ///   - cornerRadius: The corners' radius; not used (the outline has square corners).
    ///   - style: The corners' shape; not used.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// A rectangle with corners of `cornerSize`.
    ///
    /// - Parameters:
    ///   - cornerSize: The corners' width and height; not used (the outline has square corners).
    ///   - style: The corners' shape; not used.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    /// The rectangle's outline (its corners drawn square).
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of `rect`, with square corners.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The same rectangle (insets are not rendered).
    ///
    /// - Parameter amount: How far to move the border inward; not used.
    /// - Returns: This rounded rectangle.
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
    public typealias Body = Never
}

/// A circle.
public struct Circle: InsettableShape {
    /// A circle.
    public init() {}
    /// The circle's outline, in the middle of `rect`.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of the largest circle centred in `rect` (its diameter is the shorter side).
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// The same circle (insets are not rendered).
    ///
    /// - Parameter amount: How far to move the border inward; not used.
    /// - Returns: This circle.
    public func inset(by amount: CGFloat) -> Circle { self }
    public typealias Body = Never
}

/// An ellipse.
public struct Ellipse: InsettableShape {
    /// An ellipse.
    public init() {}
    /// The ellipse's outline.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of the ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The same ellipse (insets are not rendered).
    ///
    /// - Parameter amount: How far to move the border inward; not used.
    /// - Returns: This ellipse.
    public func inset(by amount: CGFloat) -> Ellipse { self }
    public typealias Body = Never
}

/// A rectangle with fully rounded ends.
public struct Capsule: InsettableShape {
    /// A capsule.
    ///
    /// - Parameter style: The ends' shape; not used (the outline has square ends).
    public init(style: RoundedCornerStyle = .continuous) {}
    /// The capsule's outline (its ends drawn square).
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of `rect`, with square ends.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The same capsule (insets are not rendered).
    ///
    /// - Parameter amount: How far to move the border inward; not used.
    /// - Returns: This capsule.
    public func inset(by amount: CGFloat) -> Capsule { self }
    public typealias Body = Never
}

// Shapes and colors have no children and no text.
extension Rectangle: LeafView {}
extension RoundedRectangle: LeafView {}
extension Circle: LeafView {}
extension Ellipse: LeafView {}
extension Capsule: LeafView {}

extension Color: View {
    public typealias Body = Never
}

extension Color: LeafView {}
