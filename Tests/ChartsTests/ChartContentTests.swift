import Charts
import Foundation
import Testing
import TextUI

/// What a chart's content may be: Apple documents `ForEach` in a chart, `if`/`else` in
/// `ChartContentBuilder`, content types with a `body`, and `Plottable` for numbers, strings, dates
/// and `RawRepresentable` types (developer.apple.com/documentation/charts/plottable).
@MainActor
@Suite struct ChartContentTests {
    private struct Goal: ChartContent {
        let value: Int
        var body: some ChartContent {
            RuleMark(y: .value("Goal", value))
            PointMark(x: .value("Day", "Mon"), y: .value("Goal", value))
        }
    }

    private enum Activity: String, Plottable {
        case walk = "Walking"
        case run = "Running"
    }

    private func marks(_ view: some View) -> [ChartMarkSnapshot] {
        ViewHost(view).chartData().first?.marks ?? []
    }

    @Test func forEachInsideAChart_drawsAMarkPerElement() {
        let inBuilder = marks(
            Chart {
                ForEach(ChartFixtures.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                ForEach(0..<2) { index in PointMark(x: .value("i", index), y: .value("v", index)) }
            })
        #expect(inBuilder.map(\.kind) == [.bar, .bar, .bar, .point, .point])
        let byID = marks(Chart([3, 1, 2], id: \.self) { BarMark(x: .value("n", "\($0)"), y: .value("v", $0)) })
        #expect(byID.map(\.y) == [.number(3), .number(1), .number(2)])
        let byIdentity = marks(
            Chart(ChartFixtures.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) })
        #expect(byIdentity.map(\.x) == [.category("Mon"), .category("Tue"), .category("Wednesday")])
    }

    @Test func ifAndElse_drawTheBranchTaken() {
        func chart(_ flag: Bool, _ optional: Bool) -> some View {
            Chart {
                if flag {
                    BarMark(x: .value("a", "a"), y: .value("n", 1))
                } else {
                    LineMark(x: .value("b", 1), y: .value("n", 2))
                }
                if optional { RuleMark(y: .value("n", 1)) }
            }
        }
        #expect(marks(chart(true, false)).map(\.kind) == [.bar])
        #expect(marks(chart(false, true)).map(\.kind) == [.line, .rule])
    }

    @Test func customChartContent_drawsItsBody() {
        let drawn = marks(Chart { Goal(value: 10) })
        #expect(drawn.map(\.kind) == [.rule, .point])
        #expect(drawn.map(\.y) == [.number(10), .number(10)])
    }

    @Test func anyChartContent_drawsWhatItErases() {
        let erased: [AnyChartContent] = [
            AnyChartContent(BarMark(x: .value("a", "a"), y: .value("n", 1))),
            AnyChartContent(erasing: Goal(value: 3)),
        ]
        let drawn = marks(Chart { ForEach(erased.indices, id: \.self) { erased[$0] } })
        #expect(drawn.map(\.kind) == [.bar, .rule, .point])
    }

    @Test func enumsWithStringRawValues_arePlottedAsTheirRawValues() {
        let drawn = marks(
            Chart { BarMark(x: .value("Activity", Activity.run), y: .value("Km", 5)) })
        #expect(drawn.first?.x == .category("Running"))
        #expect(Activity(primitivePlottable: "Walking") == .walk)
        #expect(Activity(primitivePlottable: "Swimming") == nil)
        #expect(5.primitivePlottable == 5 && Int(primitivePlottable: 5) == 5)
    }

    @Test func plottableValues_areNumbersCategoriesAndDates() {
        let date = ChartFixtures.newYear
        let drawn = marks(
            Chart {
                PointMark(x: .value("Int8", Int8(3)), y: .value(Text("Float"), Float(1.5)))
                PointMark(x: .value("Date", date), y: .value("UInt", UInt(7)))
                PointMark(x: .value(String("Label"), "category"), y: .value("Double", 2.25))
            })
        #expect(drawn.map(\.x) == [.number(3), .date(date), .category("category")])
        #expect(drawn.map(\.y) == [.number(1.5), .number(7), .number(2.25)])
        #expect(
            ViewHost(Chart { PointMark(x: .value(Text("Width"), 1), y: .value("Height", 2)) }).chartData().first?.xLabel
                == "Width")
    }

    /// `InterpolationMethod` conforms to `CustomStringConvertible`
    /// (developer.apple.com/documentation/charts/interpolationmethod): apps use its description as
    /// an identifier for a picker of methods, so each method's differs.
    @Test func interpolationMethods_describeThemselvesByName() {
        let methods: [InterpolationMethod] = [
            .linear, .monotone, .catmullRom, .cardinal, .stepStart, .stepCenter, .stepEnd,
        ]
        #expect(
            methods.map(\.description) == [
                "linear", "monotone", "catmullRom", "cardinal", "stepStart", "stepCenter", "stepEnd",
            ])
        #expect("\(InterpolationMethod.linear)" == "linear")
    }

    /// `Plot` groups marks and draws them as they are
    /// (developer.apple.com/documentation/charts/plot), and a `Decimal` is plotted as a number,
    /// as in charts of prices (Swift Charts Examples' candlestick chart plots `Decimal`s).
    @Test func aPlot_drawsItsMarks_andDecimalsArePlottedAsNumbers() {
        let prices: [Decimal] = [Decimal(12.5), 7]
        let drawn = marks(
            Chart {
                Plot {
                    ForEach(Array(prices.enumerated()), id: \.offset) { day, price in
                        LineMark(x: .value("Day", day), y: .value("Price", price))
                    }
                }
                RuleMark(y: .value("Goal", Decimal(10)))
                    .clipShape(Rectangle())
            })
        #expect(drawn.map(\.kind) == [.line, .line, .rule])
        #expect(drawn.map(\.y) == [.number(12.5), .number(7), .number(10)])
    }
}
