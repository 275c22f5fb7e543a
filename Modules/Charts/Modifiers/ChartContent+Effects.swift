import TextUI

// Drawing effects on marks: a text chart draws no shadows, layers or gradients, so each is
// accepted and changes nothing (the DocC article "Differences from Apple's Charts").
extension ChartContent {
    /// Adds a shadow to the marks (not drawn in text).
    ///
    /// - Parameters:
    ///   - color: The shadow's colour.
    ///   - radius: How much the shadow is blurred.
    ///   - x: How far the shadow is moved horizontally.
    ///   - y: How far the shadow is moved vertically.
    /// - Returns: The marks.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some ChartContent {
        modified(.appearance)
    }

    /// Aligns the marks' styles (a gradient, say) with the plot area rather than each mark (not
    /// drawn in text).
    ///
    /// - Parameter aligns: Whether the styles align with the plot area.
    /// - Returns: The marks.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { modified(.appearance) }

    /// Composites the marks into one layer before they are drawn (text has no layers).
    ///
    /// - Returns: The marks.
    public func compositingLayer() -> some ChartContent { modified(.appearance) }
}
