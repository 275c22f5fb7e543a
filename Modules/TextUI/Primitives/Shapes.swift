/// A built-in shape: it fills its space, which in text output is nothing. (Custom shapes, which
/// draw a `Path`, are not supported.)
public protocol Shape: View, Sendable {}

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
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    public typealias Body = Never
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// A rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public typealias Body = Never
}

/// A circle.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    public typealias Body = Never
}

/// An ellipse.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    public typealias Body = Never
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
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
