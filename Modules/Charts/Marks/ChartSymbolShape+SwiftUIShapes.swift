import TextUI

// SwiftUI's shapes as the symbols of points (`.symbol(Circle())`, and
// `.symbol(Circle().strokeBorder(lineWidth: 2))` through `ChartSymbolShape.strokeBorder`): each
// fills its unit square. Text charts draw each series with a character of its own, so a symbol's
// shape is not drawn.

extension Circle: ChartSymbolShape {
    /// The unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Rectangle: ChartSymbolShape {
    /// The unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Ellipse: ChartSymbolShape {
    /// The unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Capsule: ChartSymbolShape {
    /// The unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}
