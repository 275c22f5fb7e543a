import Charts
import Foundation
import Testing
import TextUI

/// `chartOverlay` and `chartBackground` give their content a `ChartProxy` of the chart inside,
/// which converts between data values and positions relative to the plot
/// (developer.apple.com/documentation/charts/chartproxy: "convert data values to screen
/// coordinates or vice-versa"; value(atX:as:) and position(forX:) take and give positions
/// "relative to the plot"; plotAreaFrame and plotFrame are "the area between the x and y axes",
/// resolved by a `GeometryProxy`; positionRange(forX:) of a category is "the range of positions
/// that correspond to the given category"; chartBackground: "the chart proxy will refer to the
/// first chart"). A text chart measures in character cells: a position is a column (or line) of
/// the plot, so the value a proxy reads at a column is the one drawn there.
@MainActor
@Suite struct ChartProxyTests {
    private static let points: [(day: Int, price: Int)] = [(0, 10), (5, 30), (10, 20)]

    /// Apple's own example (the ChartProxy page): a drag over the chart, its location made relative
    /// to the plot's frame, read back as a value.
    private struct Prices: View {
        @State var selectedDay: Int?

        var body: some View {
            VStack(alignment: .leading) {
                Chart(ChartProxyTests.points.indices, id: \.self) { index in
                    let point = ChartProxyTests.points[index]
                    LineMark(x: .value("day", point.day), y: .value("price", point.price))
                    PointMark(x: .value("day", point.day), y: .value("price", point.price))
                }
                .chartTextPlotSize(columns: 21, rows: 5)
                .chartOverlay { proxy in
                    GeometryReader { geometry in
                        Rectangle().fill(.clear).contentShape(Rectangle())
                            .gesture(
                                DragGesture()
                                    .onChanged { drag in
                                        let x = drag.location.x - geometry[proxy.plotAreaFrame].origin.x
                                        selectedDay = proxy.value(atX: x)
                                    }
                            )
                            .accessibilityLabel("Plot")
                    }
                }
                Text(selectedDay.map { "day \($0)" } ?? "no day")
            }
        }
    }

    /// The proxy's figures, written out by the overlay.
    private struct Figures: View {
        var body: some View {
            Chart(ChartProxyTests.points.indices, id: \.self) { index in
                let point = ChartProxyTests.points[index]
                PointMark(x: .value("day", point.day), y: .value("price", point.price))
            }
            .chartTextPlotSize(columns: 21, rows: 5)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let frame = proxy.plotFrame.map { geometry[$0] } ?? .zero
                    let size = proxy.plotSize
                    let point = proxy.value(at: CGPoint(x: 20, y: 0), as: (Double, Double).self)
                    VStack(alignment: .leading) {
                        Text("frame \(Int(frame.minX)),\(Int(frame.minY)) size \(Int(size.width))x\(Int(size.height))")
                        Text("day 5 at \(proxy.position(forX: 5).map { "\(Int($0))" } ?? "-")")
                        Text("price 30 at \(proxy.position(forY: 30).map { "\(Int($0))" } ?? "-")")
                        Text("bottom line \(proxy.value(atY: 4, as: Int.self).map { "\($0)" } ?? "-")")
                        Text("point \(point.map { "\($0.0), \($0.1)" } ?? "-")")
                    }
                }
            }
        }
    }

    @Test func aDragOverTheOverlay_readsTheValueDrawnInTheColumnItEndsOver() throws {
        let host = ViewHost(Prices())
        let lines = host.chartData()[0].text.split(separator: "\n").map { Array($0) }
        // The plot starts after the y labels, "30 ┤": day 5's point is drawn in its eleventh column.
        #expect(String(lines[1]) == "30 ┤         ******")
        #expect(lines[1][4 + 10] == "*")
        #expect(host.render().hasSuffix("no day"))

        try host.drag("Plot", by: CGSize(width: 4 + 10, height: 0))
        #expect(host.render().hasSuffix("day 5"))
        try host.drag("Plot", by: CGSize(width: 4 + 16, height: 0))
        #expect(host.render().hasSuffix("day 8"))
    }

    @Test func theProxy_givesThePlotsFrameAndMapsValuesToItsCellsAndBack() {
        let text = ViewHost(Figures()).render()
        #expect(text.contains("frame 4,1 size 21x5"))  // after "30 ┤", below the title line
        #expect(text.contains("day 5 at 10"))
        #expect(text.contains("price 30 at 0"))  // the top line
        #expect(text.contains("bottom line 0"))
        #expect(text.contains("point 10.0, 30.0"))
    }

    @Test func categories_eachHaveTheirShareOfThePlot() {
        struct Steps: View {
            var body: some View {
                Chart {
                    PointMark(x: .value("Day", "Mon"), y: .value("Steps", 1))
                    PointMark(x: .value("Day", "Tue"), y: .value("Steps", 2))
                    PointMark(x: .value("Day", "Wed"), y: .value("Steps", 3))
                }
                .chartTextPlotSize(columns: 21, rows: 4)
                .chartBackground { proxy in
                    Text("unused")
                }
                .chartOverlay { proxy in
                    let range = proxy.positionRange(forX: "Tue")
                    VStack(alignment: .leading) {
                        Text("Tue \(range.map { "\($0.lowerBound)...\($0.upperBound)" } ?? "-")")
                        Text("at 4: \(proxy.value(atX: 4, as: String.self) ?? "-")")
                        Text("at 6: \(proxy.value(atX: 6, as: String.self) ?? "-")")
                        Text("beyond: \(proxy.value(atX: 26, as: String.self) ?? "none")")
                        Text("as a number: \(proxy.value(atX: 0, as: Int.self).map { "\($0)" } ?? "none")")
                    }
                }
            }
        }
        let text = ViewHost(Steps()).render()
        #expect(text.contains("Tue 5.0...15.0"))
        #expect(text.contains("at 4: Mon") && text.contains("at 6: Tue"))
        #expect(text.contains("beyond: none"))
        #expect(text.contains("as a number: none"))
        #expect(!text.contains("unused"))  // a background is mounted, not shown
    }

    @Test func withoutAChart_theProxyHasNoPlot() {
        struct Empty: View {
            var body: some View {
                Text("no chart")
                    .chartOverlay { proxy in
                        Text("frame \(proxy.plotFrame == nil ? "none" : "some") size \(Int(proxy.plotSize.width))")
                        Text("value \(proxy.value(atX: 0, as: Double.self).map { "\($0)" } ?? "none")")
                    }
            }
        }
        let text = ViewHost(Empty()).render()
        #expect(text.contains("frame none size 0"))
        #expect(text.contains("value none"))
    }
}
