import TextUI

extension ViewHost {
    /// The data of every chart in the tree, in tree order: each mark's values, the series, the
    /// axis titles and the text drawn, so a test asserts on values rather than characters.
    ///
    /// ```swift
    /// import TextUI
    ///
    /// let host = ViewHost(Chart { ForEach(0..<7) { BarMark(x: .value("Day", "\($0)"), y: .value("Steps", $0)) } })
    /// let bars = host.chartData().first?.marks(.bar).count  // 7
    /// ```
    ///
    /// - Returns: One snapshot per mounted chart.
    public func chartData() -> [ChartSnapshot] {
        views(ofType: ChartPlot.self).map(\.drawing.snapshot)
    }
}
