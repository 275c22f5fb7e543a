/// A position in a view's geometry, resolved where it is used (text output has no geometry: an
/// anchor is accepted where SwiftUI takes one, such as a popover's attachment).
public struct Anchor<Value> {
    /// Where an anchor is taken from in a view.
    public struct Source {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }

    /// A rectangle in the view's coordinates.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The source of an anchor at `rect` (not rendered).
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "\(rect)") }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    ///
    /// - Parameter point: The point.
    /// - Returns: The source of an anchor at `point` (not rendered).
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(name: "\(point)") }

    /// A point relative to the view's size.
    ///
    /// - Parameter unitPoint: The point, from (0, 0) at the top leading corner to (1, 1).
    /// - Returns: The source of an anchor at that point (not rendered).
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(name: "\(unitPoint)")
    }
}
