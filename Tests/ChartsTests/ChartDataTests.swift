import Charts
import Foundation
import Testing
import TextUI

/// Reading a chart back: every chart in a host gives its marks' values, series and text; the same
/// data draws the same text; a chart re-draws when the state it reads changes, as any view does.
@MainActor
@Suite struct ChartDataTests {
    private struct Dashboard: View {
        @State var days = ChartFixtures.week
        @State var showsGoal = false

        var body: some View {
            VStack {
                Button("Drop Monday") { days.removeFirst() }
                Toggle("Goal", isOn: $showsGoal)
                Chart {
                    ForEach(days) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                    if showsGoal { RuleMark(y: .value("Goal", 9_000)) }
                }
                Chart(days) { SectorMark(angle: .value("Steps", $0.steps)).foregroundStyle(by: .value("Day", $0.day)) }
            }
        }
    }

    @Test func chartData_readsEveryMarksValuesBack() throws {
        let host = ViewHost(Dashboard())
        let charts = host.chartData()
        try #require(charts.count == 2)
        #expect(charts[0].marks(.bar).map(\.y) == [.number(8_200), .number(4_100), .number(10_000)])
        #expect(charts[0].xLabel == "Day" && charts[0].yLabel == "Steps")
        #expect(charts[0].series.isEmpty)
        #expect(charts[1].series == ["Mon", "Tue", "Wednesday"])
        #expect(charts[1].marks.map(\.angle?.number) == [8_200, 4_100, 10_000])
        #expect(host.render().contains(charts[0].text))
        #expect(ChartDataValue.date(ChartFixtures.newYear).description == "2024-01-01T00:00:00Z")
    }

    @Test func chartReadingState_redrawsWhenItChanges() throws {
        let host = ViewHost(Dashboard())
        try host.tap("Drop Monday")
        try host.toggle("Goal")
        let charts = host.chartData()
        #expect(charts[0].marks.map(\.kind) == [.bar, .bar, .rule])
        #expect(charts[1].series == ["Tue", "Wednesday"])
        #expect(!host.render().contains("Mon "))
        #expect(host.render().contains("┊ Goal: 9000"))
    }

    @Test func sameDataAndSize_drawTheSameText() {
        let readings = ChartFixtures.readings(200)
        let chart = Chart(readings) {
            LineMark(x: .value("Date", $0.date), y: .value("Km", $0.value)).foregroundStyle(
                by: .value("Kind", $0.series))
        }
        let first = rendering(chart.inUTC())
        #expect(rendering(chart.inUTC()) == first)
        #expect(ViewHost(chart.inUTC()).chartData() == ViewHost(chart.inUTC()).chartData())
        let wider = rendering(chart.chartTextPlotSize(columns: 60).inUTC())
        #expect(wider != first)
        #expect(first.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") }, "no trailing spaces")
    }

    @Test func annotations_areShownAsViewsAfterTheirMarks() throws {
        struct Annotated: View {
            @State var taps = 0
            var body: some View {
                Chart(ChartFixtures.week) { day in
                    BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                        .annotation(position: .trailing) {
                            if day.steps >= 10_000 { Button("Best \(taps)") { taps += 1 } }
                        }
                }
                .chartTextPlotSize(columns: 4)
            }
        }
        let host = ViewHost(Annotated())
        #expect(
            host.render().hasSuffix("Wednesday │████ 10000\n▸ Mon 8200:\n▸ Tue 4100:\n▸ Wednesday 10000: [ Best 0 ]"))
        try host.tap("Best 0")
        #expect(host.render().hasSuffix("▸ Wednesday 10000: [ Best 1 ]"))
        let overflow = rendering(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 5))
                    .annotation(position: .top, overflowResolution: .init(x: .fit, y: .disabled)) { Text("Best") }
            })
        #expect(overflow.hasSuffix("▸ Mon 5: Best"))
    }
}
