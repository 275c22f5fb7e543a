import Foundation

/// Where a chart's plot is in its text and how positions in it map to values: one point is one
/// character cell, x from the plot's leading column, y from its top line.
struct ChartPlotGeometry: Equatable {
    let scales: ChartPlotScales
    /// The plot's frame in the chart's text: its first column and line, its columns and rows.
    let frame: CGRect

    init(scales: ChartPlotScales, column: Int, line: Int, configuration: ChartConfiguration) {
        self.scales = scales
        frame = CGRect(x: column, y: line, width: configuration.columns, height: configuration.rows)
    }

    private init(scales: ChartPlotScales, frame: CGRect) {
        self.scales = scales
        self.frame = frame
    }

    /// The same plot with lines above it (a legend on top).
    func movedDown(by lines: Int) -> ChartPlotGeometry {
        ChartPlotGeometry(scales: scales, frame: frame.offsetBy(dx: 0, dy: CGFloat(lines)))
    }

    /// The position of a value along x, from the plot's leading column; nil when it is not on the scale.
    func xPosition(_ value: ChartDataValue) -> CGFloat? {
        scales.x.exactCell(value).map { CGFloat($0) }
    }

    /// The position of a value along y, from the plot's top line (larger values are higher up).
    func yPosition(_ value: ChartDataValue) -> CGFloat? {
        scales.y.exactCell(value).map { frame.height - 1 - CGFloat($0) }
    }

    /// The value at a position along x (see `ChartScale.value(atCell:)`).
    func xValue(at position: CGFloat) -> ChartDataValue? {
        scales.x.value(atCell: Double(position))
    }

    /// The value at a position along y, from the plot's top line.
    func yValue(at position: CGFloat) -> ChartDataValue? {
        scales.y.value(atCell: Double(frame.height - 1 - position))
    }

    /// The positions a value covers along x: a category's share of the plot, a number's or date's one point.
    func xRange(_ value: ChartDataValue) -> ClosedRange<CGFloat>? {
        scales.x.cellRange(value).map { CGFloat($0.lowerBound)...CGFloat($0.upperBound) }
    }

    /// The positions a value covers along y, from the plot's top line.
    func yRange(_ value: ChartDataValue) -> ClosedRange<CGFloat>? {
        scales.y.cellRange(value).map {
            (frame.height - 1 - CGFloat($0.upperBound))...(frame.height - 1 - CGFloat($0.lowerBound))
        }
    }
}
