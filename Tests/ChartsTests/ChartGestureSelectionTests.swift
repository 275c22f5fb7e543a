import Charts
import Foundation
import Testing
import TextUI

/// `chartGesture(_:)` gives a gesture a `ChartProxy` whose select methods write the selections
/// `chartXSelection` and `chartYSelection` bind (developer.apple.com/documentation/swiftui/view/chartgesture(_:),
/// iOS 17; ChartProxy.selectXValue(at:) and selectXRange(from:to:); Apple's forums show the
/// pattern: `.chartGesture { chart in SpatialTapGesture().onEnded { chart.selectAngleValue(at: …) } }`).
/// Positions are the plot's cells, as `chartOverlay`'s are.
@MainActor
@Suite struct ChartGestureSelectionTests {
    private struct Steps: View {
        @State var selectedDay: Int?
        @State var selectedDays: ClosedRange<Int>?

        var body: some View {
            VStack(alignment: .leading) {
                Chart {
                    ForEach(0...10, id: \.self) { day in
                        PointMark(x: .value("day", day), y: .value("steps", day * 100))
                    }
                }
                .chartTextPlotSize(columns: 11, rows: 4)
                .chartXSelection(value: $selectedDay)
                .chartXSelection(range: $selectedDays)
                .chartGesture { proxy in
                    DragGesture(minimumDistance: 0)
                        .onChanged { drag in proxy.selectXValue(at: drag.location.x) }
                        .onEnded { drag in proxy.selectXRange(from: drag.startLocation.x, to: drag.location.x) }
                }
                Text("day \(selectedDay.map(String.init) ?? "none")")
                Text("days \(selectedDays.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "none")")
            }
        }
    }

    @Test func aChartGesturesProxy_writesTheSelectionsBound() throws {
        let host = ViewHost(Steps())
        #expect(host.render().hasSuffix("day none\ndays none"))
        try host.drag("", by: CGSize(width: 7, height: 0))
        #expect(host.render().hasSuffix("day 7\ndays 0-7"))
        try host.drag("", by: CGSize(width: 30, height: 0))  // beyond the plot: the scale goes on
        #expect(host.render().hasSuffix("day 30\ndays 0-30"))
    }
}
