import TextUI

extension ChartSymbolShape where Self: InsettableShape {
    /// The symbol's inner stroke: its outline inset by half the line width, as a symbol of its own
    /// (`.symbol(Circle().strokeBorder(lineWidth: 2))`; text charts draw series as characters, so
    /// the stroke is not drawn).
    ///
    /// - Parameter lineWidth: The stroke's width.
    /// - Returns: The stroked symbol.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The symbol's inner stroke in a style: its outline inset by half the style's line width.
    ///
    /// - Parameter style: The stroke's style.
    /// - Returns: The stroked symbol.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, style: style)
    }
}

/// A symbol shape stroked inside its outline: its outline is the base's inset by half the line
/// width, and it looks as large as the base.
struct StrokedChartSymbolShape<Base: ChartSymbolShape & InsettableShape>: ChartSymbolShape {
    let base: Base
    let style: StrokeStyle

    func path(in rect: CGRect) -> Path { base.inset(by: style.lineWidth / 2).path(in: rect) }

    var perceptualUnitRect: CGRect { base.perceptualUnitRect }
}
