import Charts
import Foundation
import StepStats
import SwiftUI
import Testing

/// A Charts dashboard over plain data works as a person uses it: a segmented period picker
/// changes what the bar chart (days over dates, a goal rule), the line chart (distance with points,
/// an average rule behind a toggle) and the sector chart (shares of activities) plot, and each
/// chart reads back the values it draws.
@MainActor
@Suite struct StepStatsTests {
    /// 10 March 2024, at midnight where the tests run (the app bins its days in the current calendar).
    private static let lastDay = Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 10))!

    private func makeSUT() -> ViewHost {
        ViewHost(StepStatsPreview.dashboard(endingOn: Self.lastDay))
    }

    @Test func aWeek_isShownFirst_inThreeCharts() throws {
        let host = makeSUT()
        let charts = host.chartData()
        try #require(charts.count == 3)
        let bars = charts[0].marks(.bar)
        #expect(bars.count == 7)
        #expect(bars.last?.x?.date == Self.lastDay)
        #expect(charts[0].marks(.rule).map(\.y) == [.number(8_000)])
        #expect(charts[1].marks(.line).count == 7 && charts[1].marks(.point).count == 7)
        #expect(charts[2].series == ["Walking", "Running", "Cycling"])
        let total = charts[2].marks.compactMap(\.angle?.number).reduce(0, +)
        let steps = bars.compactMap(\.y?.number).reduce(0, +)
        #expect(total == steps, "the shares add up to the week's steps")
        let text = host.render()
        #expect(text.contains("\(Int(steps)) steps in 7 days"))
        #expect(text.contains("Period: (*) Week ( ) 2 Weeks ( ) Month"))
        #expect(
            text.contains("│ Mar 5  │████████████████████████████████████████ 12665 │"),
            "the longest bar fills the plot")
        #expect(text.contains("│ Mar 10 │█████████████            ┊ 4000"), "the goal rule crosses the short bars")
        #expect(text.contains("│ Walking  │█████████████ 33.6% (18597)"))
        #expect(text.contains("│   └──────────────────────────────────────── Date │"))
    }

    @Test func choosingAMonth_plotsFourWeeks() throws {
        let host = makeSUT()
        try host.select("Month", in: "Period")
        let charts = host.chartData()
        #expect(charts[0].marks(.bar).count == 28)
        #expect(charts[1].marks(.line).count == 28)
        #expect(host.render().contains("steps in 28 days"))
        try host.select("2 Weeks", in: "Period")
        #expect(host.chartData()[0].marks(.bar).count == 14)
    }

    @Test func showingTheAverage_addsARuleAndItsAnnotation() throws {
        let host = makeSUT()
        #expect(host.chartData()[1].marks(.rule).isEmpty)
        try host.toggle("Show average")
        let rules = host.chartData()[1].marks(.rule)
        try #require(rules.count == 1)
        let distances = host.chartData()[1].marks(.line).compactMap(\.y?.number)
        let average = distances.reduce(0, +) / Double(distances.count)
        #expect(abs((rules[0].y?.number ?? 0) - average) < 0.000_001)
        #expect(host.render().contains(String(format: "Avg %.1f km", average)))
    }
}
