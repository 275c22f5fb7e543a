import Charts
import Testing
import TextUI

/// Scales and axes: Apple documents `chartYScale(domain:)` fixing the values a scale spans,
/// `chartXAxis(.hidden)` hiding an axis, and `AxisMarks(values:)` choosing where its marks are
/// (developer.apple.com/documentation/charts/customizing-axes-in-swift-charts).
@MainActor
@Suite struct ChartScaleAndAxisTests {
    private func line() -> some View {
        Chart {
            LineMark(x: .value("Day", 0), y: .value("Km", 1))
            LineMark(x: .value("Day", 4), y: .value("Km", 3))
        }
    }

    @Test func yScaleDomain_setsTheAxisBounds() {
        let text = rendering(line().chartYScale(domain: 0...20).chartTextPlotSize(columns: 5, rows: 3))
        #expect(text.contains("20 ┤"))
        #expect(text.contains("10 ┤"))
        #expect(text.contains(" 0 ┤"))
        let automatic = rendering(
            line().chartYScale(domain: .automatic(includesZero: false)).chartTextPlotSize(columns: 5, rows: 3))
        #expect(!automatic.contains(" 0 ┤"), "without zero the axis starts near the data")
        let xDomain = rendering(
            line().chartXScale(domain: 0...8, range: .plotDimension(padding: 4)).chartTextPlotSize(columns: 9, rows: 3))
        #expect(xDomain.hasSuffix("0   4   8"))
    }

    @Test func categoryDomain_ordersTheBars() {
        let text = rendering(
            Chart(ChartFixtures.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                .chartXScale(domain: ["Wednesday", "Tue", "Mon"]).chartTextPlotSize(columns: 4))
        #expect(
            text.split(separator: "\n").map { $0.prefix(9) } == ["Day      ", "Wednesday", "Tue      ", "Mon      "])
    }

    @Test func hiddenAxes_leaveOutTheirLabels() {
        let text = rendering(line().chartXAxis(.hidden).chartYAxis(.hidden).chartTextPlotSize(columns: 5, rows: 3))
        #expect(!text.contains("┤") && !text.contains("└"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 3, "the plot alone")
        let bars = rendering(
            Chart(ChartFixtures.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                .chartXAxis(.hidden).chartTextPlotSize(columns: 4))
        #expect(bars.hasPrefix("│ Steps\n│███ 8200"), "the categories' axis is hidden")
    }

    @Test func axisMarksValues_labelThoseValues() {
        let explicit = rendering(
            line().chartYAxis { AxisMarks(values: [1, 3]) }.chartTextPlotSize(columns: 5, rows: 5))
        #expect(explicit.contains("3 ┤") && explicit.contains("1 ┤") && !explicit.contains("0 ┤"))
        let counted = rendering(
            line().chartYAxis { AxisMarks(values: .automatic(desiredCount: 2)) }.chartTextPlotSize(columns: 5, rows: 5))
        #expect(counted.contains("3 ┤") && counted.contains("0 ┤") && !counted.contains("2 ┤"))
        let strided = rendering(
            line().chartYAxis {
                AxisMarks(values: .stride(by: 1)) { value in
                    if let number = value.as(Double.self), number > 0 { AxisValueLabel() }
                    AxisGridLine()
                }
            }.chartTextPlotSize(columns: 5, rows: 5))
        #expect(["0 ┤", "1 ┤", "2 ┤", "3 ┤"].allSatisfy(strided.contains))
    }

    @Test func emptyAxisBuilder_hidesTheAxis() {
        let text = rendering(line().chartYAxis {}.chartTextPlotSize(columns: 5, rows: 3))
        #expect(!text.contains("┤"))
        let shown = rendering(
            line().chartYAxis { AxisMarks(position: .leading) }.chartTextPlotSize(columns: 5, rows: 3))
        #expect(shown.contains("┤"))
    }

    @Test func axisLabels_titleTheAxes() {
        let text = rendering(
            line().chartXAxisLabel("Day of the week").chartYAxisLabel("Distance").chartTextPlotSize(columns: 5, rows: 3)
        )
        #expect(text.hasPrefix("Distance\n"))
        #expect(text.contains("└───── Day of the week"))
    }

    /// A view title (`chartYAxisLabel(position:alignment:spacing:content:)`, Apple's "Axes" topic) is
    /// written as a string title is when it is a `Text`.
    @Test func axisLabelViews_ofText_titleTheAxes() {
        let text = rendering(
            line().chartXAxisLabel(position: .bottom) { Text("Day") }
                .chartYAxisLabel(position: .trailing, alignment: .center) { Text("km") }
                .chartTextPlotSize(columns: 5, rows: 3))
        #expect(text.hasPrefix("km\n"))
        #expect(text.contains("└───── Day"))
    }
}
