import Foundation

/// A shape: the outline `path(in:)` draws in a rectangle. It fills its space, which in text
/// output is nothing: built-in and custom shapes (`struct Arc: Shape { func path(in:) … }`) render
/// nothing. Their outlines are real paths, so a shape's geometry can be tested.
public protocol Shape: Animatable, View, Sendable {
    /// The shape's outline in `rect`.
    ///
    /// - Parameter rect: The frame to draw the shape in.
    /// - Returns: The outline, which a test can inspect (text output does not draw it).
    func path(in rect: CGRect) -> Path

    /// What the shape is drawn as by default: filled, stroked, or as a separator.
    static var role: ShapeRole { get }
}

extension Shape {
    /// Shapes are filled by default.
    public static var role: ShapeRole { .fill }

    /// A custom shape shows as a shape view filled with the foreground style: nothing, in text output.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be drawn inset by an amount (its border stays inside its frame).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount`.
    ///
    /// - Parameter amount: How far to move the shape's border inward on every side.
    /// - Returns: The shape drawn in its frame made smaller by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// What a shape is drawn as by default (not rendered).
public enum ShapeRole: Sendable, Hashable {
    /// A filled shape, an outline, or a separator line.
    case fill, stroke, separator
}

/// How a rounded rectangle's corners are drawn (continuous corners are drawn as circular ones).
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Corners drawn as quarter circles, or as smoother curves that ease into the sides.
    case circular, continuous
}

/// A shape drawn in its frame made smaller on every side.
public struct _InsetShape<Content: Shape>: InsettableShape {
    let shape: Content
    let amount: CGFloat

    /// The shape's outline in `rect` inset by the amount.
    ///
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The content's outline in the smaller frame.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    /// The shape inset further.
    ///
    /// - Parameter amount: How much more to inset the shape by.
    /// - Returns: The content inset by both amounts.
    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }
}

/// Whether a shape is mirrored in right-to-left layouts (text output lays out left to right).
public enum LayoutDirectionBehavior: Sendable, Hashable {
    /// Drawn as is.
    case fixed
    /// Mirrored when the layout runs in `layoutDirection`.
    case mirrors(in: LayoutDirection)

    /// Mirrored in right-to-left layouts.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension Shape {
    /// Shapes are mirrored in right-to-left layouts unless they say otherwise (never, in text output).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}
