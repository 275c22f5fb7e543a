/// A position in a view's geometry, resolved by a geometry proxy (`proxy[anchor]`). Text output
/// measures every frame from the origin, as `GeometryProxy.frame(in:)` does: a view's bounds
/// resolve to the proxy's size at the origin, and points and rectangles given in the view's
/// coordinates resolve to themselves.
public struct Anchor<Value> {
    /// The value in a proxy of a size.
    let resolve: (CGSize) -> Value

    /// Where an anchor is taken from in a view.
    public struct Source {
        /// The value in a proxy of a size.
        let resolve: (CGSize) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { CGRect(origin: .zero, size: $0) }
    }

    /// A rectangle in the view's coordinates.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The source of an anchor at `rect`.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source { _ in rect } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    ///
    /// - Parameter point: The point.
    /// - Returns: The source of an anchor at `point`.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source { _ in point } }

    /// A point relative to the view's size.
    ///
    /// - Parameter unitPoint: The point, from (0, 0) at the top leading corner to (1, 1).
    /// - Returns: The source of an anchor at that point.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: unitPoint.x * $0.width, y: unitPoint.y * $0.height) }
    }

    /// The view's top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// An anchor's value in this proxy's space (text output measures frames from the origin).
    ///
    /// - Parameter anchor: The anchor, such as one a preference carries.
    /// - Returns: The point or rectangle.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(size)
    }
}
