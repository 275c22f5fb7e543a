import Charts
import Testing
import TextUI

/// Sectors as shares: Apple documents `SectorMark(angle:)` as a sector whose angle is its value's
/// share of the total (developer.apple.com/documentation/charts/sectormark), named by
/// `foregroundStyle(by:)`.
@MainActor
@Suite struct SectorChartTests {
    @Test func sectors_showTheirSharesOfTheWhole() {
        let text = rendering(
            Chart {
                SectorMark(angle: .value("Steps", 6_000), innerRadius: .ratio(0.6))
                    .foregroundStyle(by: .value("Activity", "Walk"))
                SectorMark(angle: .value("Steps", 3_000)).foregroundStyle(by: .value("Activity", "Run"))
                SectorMark(angle: .value("Steps", 1_000)).foregroundStyle(by: .value("Activity", "Swim"))
            }.chartTextPlotSize(columns: 10))
        #expect(
            text == """
                Activity │ Steps
                Walk     │██████ 60.0% (6000)
                Run      │▓▓▓ 30.0% (3000)
                Swim     │▒ 10.0% (1000)
                """)
    }

    @Test func sectorsWithoutSeries_areNumbered_andAnEmptyWholeIsNoShare() {
        let text = rendering(
            Chart {
                SectorMark(angle: .value("Count", 0))
                SectorMark(angle: .value("Count", 0))
            }.chartTextPlotSize(columns: 10))
        #expect(
            text == """
                  │ Count
                1 │ 0.0% (0)
                2 │ 0.0% (0)
                """)
    }
}
