import Charts
import Foundation
import Testing
import TextUI

/// Bar charts as rows: Apple documents `BarMark(x:y:)` with a categorical or date value on one
/// axis and a number on the other, stacked by default when several bars share a category
/// (developer.apple.com/documentation/charts/barmark, `MarkStackingMethod.standard`), and
/// `position(by:)` placing them side by side.
@MainActor
@Suite struct BarChartTests {
    @Test func bars_areScaledToTheLongest_withAlignedLabelsAndValues() {
        let text = rendering(
            Chart(ChartFixtures.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) })
        #expect(
            text == """
                Day       │ Steps
                Mon       │█████████████████████████████████ 8200
                Tue       │████████████████ 4100
                Wednesday │████████████████████████████████████████ 10000
                """)
    }

    @Test func categoriesOnY_drawTheSameRows() {
        let vertical = rendering(
            Chart(ChartFixtures.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) })
        let horizontal = rendering(
            Chart(ChartFixtures.week) { BarMark(x: .value("Steps", $0.steps), y: .value("Day", $0.day)) })
        #expect(horizontal == vertical)
        let fixed = rendering(Chart { BarMark(xStart: 0, xEnd: 10, y: .value("Steps", 5)) })
        #expect(fixed.contains("│████████████████████████████████████████ 5"))
    }

    @Test func seriesInACategory_stack_withALegend() {
        let text = rendering(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Km", 2)).foregroundStyle(by: .value("Activity", "Walk"))
                BarMark(x: .value("Day", "Mon"), y: .value("Km", 2)).foregroundStyle(by: .value("Activity", "Run"))
                BarMark(x: .value("Day", "Tue"), y: .value("Km", 1)).foregroundStyle(by: .value("Activity", "Walk"))
            }.chartTextPlotSize(columns: 8))
        #expect(
            text == """
                Day │ Km
                Mon │████▓▓▓▓ 4
                Tue │██ 1
                Activity: █ Walk  ▓ Run
                """)
    }

    @Test func positionBy_givesEachGroupARow() {
        let text = rendering(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Km", 2))
                    .foregroundStyle(by: .value("Activity", "Walk")).position(by: .value("Activity", "Walk"))
                BarMark(x: .value("Day", "Mon"), y: .value("Km", 4))
                    .foregroundStyle(by: .value("Activity", "Run")).position(by: .value("Activity", "Run"))
            }.chartTextPlotSize(columns: 8))
        #expect(
            text == """
                Day      │ Km
                Mon Walk │████ 2
                Mon Run  │▓▓▓▓▓▓▓▓ 4
                Activity: █ Walk  ▓ Run
                """)
        let unstacked = rendering(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Km", 2), stacking: .unstacked)
                    .foregroundStyle(by: .value("Activity", "Walk"))
                BarMark(x: .value("Day", "Mon"), y: .value("Km", 4), stacking: .unstacked)
                    .foregroundStyle(by: .value("Activity", "Run"))
            }.chartTextPlotSize(columns: 8))
        #expect(unstacked == text)
    }

    @Test func intervalBars_startAtTheirStart() {
        let text = rendering(
            Chart {
                BarMark(xStart: .value("Start", 2), xEnd: .value("End", 6), y: .value("Job", "Build"))
                BarMark(xStart: .value("Start", 6), xEnd: .value("End", 8), y: .value("Job", "Test"))
            }.chartTextPlotSize(columns: 8))
        #expect(
            text == """
                Job   │ Start
                Build │  ████ 2–6
                Test  │      ██ 6–8
                """)
        let vertical = rendering(
            Chart { BarMark(x: .value("Job", "Build"), yStart: .value("Start", 2), yEnd: .value("End", 6)) }
                .chartTextPlotSize(columns: 6))
        #expect(vertical.contains("Build │  ████ 2–6"))
    }

    @Test func ruleAcrossBars_marksItsValue() {
        let text = rendering(
            Chart {
                ForEach(ChartFixtures.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                RuleMark(y: .value("Goal", 9_000))
            }.chartTextPlotSize(columns: 10))
        #expect(
            text == """
                Day       │ Steps
                Mon       │████████ ┊ 8200
                Tue       │████     ┊ 4100
                Wednesday │██████████ 10000
                          ┊ Goal: 9000
                """)
    }

    @Test func dateCategories_areWrittenInTheEnvironmentsTimeZone() {
        let chart = Chart(ChartFixtures.readings(3)) {
            BarMark(x: .value("Date", $0.date.addingTimeInterval(3_600), unit: .day), y: .value("Km", $0.value))
        }
        .chartTextPlotSize(columns: 10)
        let text = rendering(chart.inUTC())
        #expect(
            text == """
                Date  │ Km
                Jan 1 │ 0
                Jan 2 │█████ 4
                Jan 3 │██████████ 8
                """)
        let inTokyo = rendering(chart.environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
        #expect(
            inTokyo.contains("Jan 1 09:00 │"), "binned in the current calendar's zone, written in the environment's")
    }
}
