import TextUI

extension ChartSymbolShape where Self: InsettableShape {
    /// The symbol's inner stroke: its outline inset by half the line width, as a symbol of its own
    /// (`.symbol(Circle().strokeBorder(lineWidth: 2))`; text charts draw series as characters, so
    /// the stroke is not drawn).
    ///
    /// - Parameter lineWidth: The stroke's width.
    /// - Returns: The stroked symbol.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, lineWidth: lineWidth)
    }

    /// The symbol's inner stroke in a style: its outline inset by half the style's line width.
    ///
    /// - Parameter style: The stroke's style.
    /// - Returns: The stroked symbol.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, lineWidth: style.lineWidth)
    }
}

extension BasicChartSymbolShape {
    /// The symbol's inner stroke (`BasicChartSymbolShape.circle.strokeBorder(lineWidth: 2)`), as a
    /// symbol of its own; text charts draw series as characters, so the stroke is not drawn.
    ///
    /// - Parameter lineWidth: The stroke's width.
    /// - Returns: The stroked symbol.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, lineWidth: lineWidth)
    }
}

/// A symbol shape stroked inside its outline: its outline is the base's in its frame made smaller
/// by half the line width on every side, and it looks as large as the base.
struct StrokedChartSymbolShape<Base: ChartSymbolShape>: ChartSymbolShape {
    let base: Base
    let lineWidth: CGFloat

    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)) }

    var perceptualUnitRect: CGRect { base.perceptualUnitRect }
}
