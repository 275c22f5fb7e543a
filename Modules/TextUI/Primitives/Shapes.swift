/// A shape: the outline `path(in:)` draws in a rectangle. It fills its space, which in text
/// output is nothing: built-in and custom shapes (`struct Arc: Shape { func path(in:) … }`) render
/// nothing, and their modifiers return them unchanged.
public protocol Shape: View, Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be drawn inset by an amount (its border stays inside its frame).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount`.
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
    public func fill() -> some View { self }
    /// The shape filled with `content` (not rendered).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { self }
    /// The shape's outline (not rendered).
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    /// The shape's outline in `content` (not rendered).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    /// The shape's outline drawn inside it (not rendered).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
}

/// How a rounded rectangle's corners are drawn (not rendered).
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}

/// A rectangle.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}
    /// The rectangle's outline.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The same rectangle (insets are not rendered).
    public func inset(by amount: CGFloat) -> Rectangle { self }
    public typealias Body = Never
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// A rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// A rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    /// The rectangle's outline (its corners drawn square).
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The same rectangle (insets are not rendered).
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
    public typealias Body = Never
}

/// A circle.
public struct Circle: InsettableShape {
    /// A circle.
    public init() {}
    /// The circle's outline, in the middle of `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// The same circle (insets are not rendered).
    public func inset(by amount: CGFloat) -> Circle { self }
    public typealias Body = Never
}

/// An ellipse.
public struct Ellipse: InsettableShape {
    /// An ellipse.
    public init() {}
    /// The ellipse's outline.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The same ellipse (insets are not rendered).
    public func inset(by amount: CGFloat) -> Ellipse { self }
    public typealias Body = Never
}

/// A rectangle with fully rounded ends.
public struct Capsule: InsettableShape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// The capsule's outline (its ends drawn square).
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The same capsule (insets are not rendered).
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
