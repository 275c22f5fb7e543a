import TextUI

extension ChartProxy {
    /// Selects the x value at a position relative to the plot: writes it into the binding of
    /// `chartXSelection(value:)` around the chart (nil when no value is there).
    ///
    /// - Parameter x: The position, from the plot's leading column.
    public func selectXValue(at x: CGFloat) {
        plot?.selection.xValue?(geometry?.xValue(at: x))
    }

    /// Selects the y value at a position relative to the plot, into `chartYSelection(value:)`'s binding.
    ///
    /// - Parameter yPosition: The position, from the plot's top line.
    public func selectYValue(at yPosition: CGFloat) {
        plot?.selection.yValue?(geometry?.yValue(at: yPosition))
    }

    /// Selects the x values between two positions, into `chartXSelection(range:)`'s binding.
    ///
    /// - Parameters:
    ///   - from: One end, from the plot's leading column.
    ///   - to: The other end.
    public func selectXRange(from: CGFloat, to: CGFloat) {
        plot?.selection.xRange?(geometry?.xValue(at: from), geometry?.xValue(at: to))
    }

    /// Selects the y values between two positions, into `chartYSelection(range:)`'s binding.
    ///
    /// - Parameters:
    ///   - from: One end, from the plot's top line.
    ///   - to: The other end.
    public func selectYRange(from: CGFloat, to: CGFloat) {
        plot?.selection.yRange?(geometry?.yValue(at: from), geometry?.yValue(at: to))
    }
}
