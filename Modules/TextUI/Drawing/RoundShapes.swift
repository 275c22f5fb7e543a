import Foundation

/// A circle, as large as fits its frame, in its middle.
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
    /// The circle inset by `amount`.
    ///
    /// - Parameter amount: How far to move the border inward.
    /// - Returns: The inset circle.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
    public typealias Body = Never
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    /// An ellipse.
    public init() {}
    /// The ellipse's outline.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of the ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The ellipse inset by `amount`.
    ///
    /// - Parameter amount: How far to move the border inward.
    /// - Returns: The inset ellipse.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
    public typealias Body = Never
}

/// A rectangle with fully rounded ends: its corner radius is half its shorter side.
public struct Capsule: InsettableShape {
    /// The ends' shape.
    public var style: RoundedCornerStyle

    /// A capsule.
    ///
    /// - Parameter style: The ends' shape (continuous ends are drawn as circular ones).
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
    /// The capsule's outline.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline of `rect` with corners of half its shorter side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    /// The capsule inset by `amount`.
    ///
    /// - Parameter amount: How far to move the border inward.
    /// - Returns: The inset capsule.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
    public typealias Body = Never
}

// Shapes have no children and no text.
extension Rectangle: LeafView {}
extension RoundedRectangle: LeafView {}
extension UnevenRoundedRectangle: LeafView {}
extension ContainerRelativeShape: LeafView {}
extension Circle: LeafView {}
extension Ellipse: LeafView {}
extension Capsule: LeafView {}
