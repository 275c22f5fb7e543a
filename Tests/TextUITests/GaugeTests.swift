import Testing
import TextUI

/// A gauge renders as a bar of its value in its range, with its labels.
@MainActor
@Suite struct GaugeTests {
    @Test func rendersItsLabelBarAndPercentage() {
        #expect(ViewHost(Gauge(value: 0.5) { Text("Battery") }).render() == "Battery [#####-----] 50%")
        #expect(
            ViewHost(Gauge(value: 30.0, in: 0...120) { Text("Speed") }.gaugeStyle(.accessoryLinear)).render()
                == "Speed [###-------] 25%")
    }

    @Test func theCurrentValueAndBoundLabels_showAroundTheBar() {
        let host = ViewHost(
            Gauge(value: 20.0, in: 10...30) {
                Text("Heat")
            } currentValueLabel: {
                Text("20°")
            } minimumValueLabel: {
                Text("10")
            } maximumValueLabel: {
                Text("30")
            })
        #expect(host.render() == "Heat 10 [#####-----] 30 20°")
    }
}
