import SwiftUI
import Testing

/// A chart's accessibility description (the Accessibility framework's `AXChartDescriptor`, which
/// SwiftUI's `accessibilityChartDescriptor(_:)` takes) keeps its title, axes, series and data
/// points as given (developer.apple.com/documentation/accessibility/axchartdescriptor); the
/// modifier leaves the view as it is drawn, since text output has no audio graphs.
@MainActor
@Suite struct AccessibilityChartDescriptorTests {
    struct SalesChart: View, AXChartDescriptorRepresentable {
        let sales: [(day: String, count: Int)]
        var body: some View {
            Text("Sales: \(sales.map { "\($0.count)" }.joined(separator: " "))")
                .accessibilityChartDescriptor(self)
        }

        func makeChartDescriptor() -> AXChartDescriptor {
            let counts = sales.map { Double($0.count) }
            let xAxis = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: sales.map(\.day))
            let yAxis = AXNumericDataAxisDescriptor(
                title: "Sales", range: 0...(counts.max() ?? 0), gridlinePositions: [5]
            ) { "\(Int($0)) sold" }
            let series = AXDataSeriesDescriptor(
                name: "Daily sales", isContinuous: false,
                dataPoints: sales.map { AXDataPoint(x: $0.day, y: Double($0.count), label: "\($0.day) sales") })
            return AXChartDescriptor(
                title: "Sales per day", summary: "Tuesday sold most", xAxis: xAxis, yAxis: yAxis, series: [series])
        }
    }

    @Test func aChartDescriptor_keepsItsAxesSeriesAndPoints() throws {
        let chart = SalesChart(sales: [("Mon", 3), ("Tue", 8)])
        let descriptor = chart.makeChartDescriptor()
        chart.updateChartDescriptor(descriptor)

        #expect(descriptor.title == "Sales per day")
        #expect(descriptor.summary == "Tuesday sold most")
        #expect((descriptor.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["Mon", "Tue"])
        let yAxis = try #require(descriptor.yAxis)
        #expect(yAxis.range == 0...8 && yAxis.gridlinePositions == [5])
        #expect(yAxis.valueDescriptionProvider(8) == "8 sold")
        let points = try #require(descriptor.series.first?.dataPoints)
        #expect(points.map(\.xValue.category) == ["Mon", "Tue"])
        #expect(points.map { $0.yValue?.number } == [3, 8])
        #expect(points.map(\.label) == ["Mon sales", "Tue sales"])

        let numeric = AXDataPoint(x: 2.5, y: nil, additionalValues: [.category("red"), .number(4)])
        #expect(numeric.xValue.number == 2.5 && numeric.xValue.category == nil && numeric.yValue == nil)
        #expect(numeric.additionalValues.map(\.category) == ["red", nil])
        #expect(numeric.additionalValues.map(\.number) == [0, 4])

        #expect(ViewHost(chart).render() == "Sales: 3 8", "the modifier draws the view as it is")
    }
}
