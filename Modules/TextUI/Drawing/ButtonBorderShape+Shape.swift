import Foundation

// A button border shape is a shape too (iOS 17): `.clipShape(.buttonBorder)`. Its outline is the
// shape it names; the automatic and rounded rectangle shapes have the corners of a bordered button.
extension ButtonBorderShape: InsettableShape {
    /// The outline of the shape this names in `rect`: a capsule, a circle, or a rounded rectangle
    /// (corner radius 8).
    ///
    /// - Parameter rect: The frame to draw the shape in.
    /// - Returns: The outline.
    public func path(in rect: CGRect) -> Path {
        switch self {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        default: RoundedRectangle(cornerRadius: 8).path(in: rect)
        }
    }

    /// The shape inset by `amount` on every side.
    ///
    /// - Parameter amount: How far to move each edge inwards.
    /// - Returns: The inset shape.
    public func inset(by amount: CGFloat) -> _InsetShape<ButtonBorderShape> {
        _InsetShape(shape: self, amount: amount)
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of a bordered button (`.clipShape(.buttonBorder)`).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
