import TextUI

extension ViewHost {
    /// The data of every chart in the tree, in tree order: each mark's values, the series, the
    /// axis titles and the text drawn, so a test asserts on values rather than characters.
    ///
    /// ```swift
    /// let host = ViewHost(StepsChart(days: days))
    /// #expect(host.chartData().first?.marks(.bar).count == 7)
    /// ```
    ///
    /// - Returns: One snapshot per mounted chart.
    public func chartData() -> [ChartSnapshot] {
        views(ofType: ChartPlot.self).map(\.snapshot)
    }
}
