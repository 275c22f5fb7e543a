import Charts
import Testing
import TextUI

/// Legends: Apple's charts show a legend for series told apart by `foregroundStyle(by:)`, which
/// `chartLegend(.hidden)` hides, `chartLegend(position:)` places, and whose order
/// `chartForegroundStyleScale` sets (developer.apple.com/documentation/charts/chartlegend).
@MainActor
@Suite struct ChartLegendTests {
    private func bars() -> some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Km", 1)).foregroundStyle(by: .value("Activity", "Walk"))
            BarMark(x: .value("Day", "Mon"), y: .value("Km", 1)).foregroundStyle(by: .value("Activity", "Run"))
        }
    }

    @Test func legendHidden_leavesItOut() {
        #expect(rendering(bars()).hasSuffix("Activity: █ Walk  ▓ Run"))
        #expect(!rendering(bars().chartLegend(.hidden)).contains("Activity:"))
        let single = rendering(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Km", 1)) })
        #expect(!single.contains(":"), "no series, no legend")
    }

    @Test func legendOnTop_comesFirst() {
        #expect(rendering(bars().chartLegend(position: .top)).hasPrefix("Activity: █ Walk  ▓ Run\n"))
        #expect(rendering(bars().chartLegend(position: .bottom)).hasSuffix("Activity: █ Walk  ▓ Run"))
    }

    @Test func foregroundStyleScale_ordersTheSeries() {
        let mapped = rendering(bars().chartForegroundStyleScale(["Run": Color.orange, "Walk": Color.green]))
        #expect(mapped.hasSuffix("Activity: █ Run  ▓ Walk"))
        #expect(mapped.contains("Mon │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓████████████████████ 2"), "Walk's bar has Walk's fill")
        let domain = rendering(
            bars().chartForegroundStyleScale(domain: ["Swim", "Run", "Walk"], range: [Color.blue, .orange, .green]))
        #expect(domain.hasSuffix("Activity: █ Swim  ▓ Run  ▒ Walk"))
    }
}
