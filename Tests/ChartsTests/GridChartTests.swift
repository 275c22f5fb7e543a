import Charts
import Foundation
import Testing
import TextUI

/// Lines, points, areas, rules and rectangles on a character grid with labelled axes. Apple
/// documents `LineMark` joining its points in order per series (`series:` or `foregroundStyle(by:)`,
/// developer.apple.com/documentation/charts/linemark), `AreaMark` filling to the baseline, and
/// `RuleMark(y:)` spanning the plot (developer.apple.com/documentation/charts/rulemark).
@MainActor
@Suite struct GridChartTests {
    @Test func lineChart_joinsPointsOnAGrid_withLabelledAxes() {
        let text = rendering(
            Chart {
                LineMark(x: .value("Day", 0), y: .value("Km", 0))
                LineMark(x: .value("Day", 4), y: .value("Km", 8))
                LineMark(x: .value("Day", 8), y: .value("Km", 4))
            }.chartTextPlotSize(columns: 9, rows: 5))
        #expect(
            text == """
                Km
                8 ┤    *
                6 ┤   * **
                4 ┤  *    **
                2 ┤ *
                0 ┤*
                  └───────── Day
                   0 2 4 6 8
                """)
    }

    @Test func linesOfSeveralSeries_haveTheirOwnCharacters_andALegend() {
        let text = rendering(
            Chart {
                LineMark(x: .value("x", 0), y: .value("y", 0), series: .value("Series", "A"))
                LineMark(x: .value("x", 4), y: .value("y", 0), series: .value("Series", "A"))
                LineMark(x: .value("x", 0), y: .value("y", 4), series: .value("Series", "B"))
                LineMark(x: .value("x", 4), y: .value("y", 4), series: .value("Series", "B"))
            }.chartTextPlotSize(columns: 5, rows: 3))
        #expect(text.contains("4 ┤ooooo"))
        #expect(text.contains("0 ┤*****"))
        #expect(text.hasSuffix("Series: * A  o B"))
        let symbols = rendering(
            Chart {
                PointMark(x: .value("x", 0), y: .value("y", 0)).symbol(by: .value("Kind", "Cat"))
                PointMark(x: .value("x", 1), y: .value("y", 1)).symbol(by: .value("Kind", "Dog"))
            }.chartTextPlotSize(columns: 5, rows: 3))
        #expect(symbols.hasSuffix("Kind: * Cat  o Dog"))
    }

    /// `lineStyle(by:)` "represents data using line styles" (Apple's ChartContent page): lines of a
    /// value are one series, drawn in text with a character of their own.
    @Test func linesStyledByAValue_areSeriesOfTheirOwn() {
        let text = rendering(
            Chart {
                ForEach(["A", "B"], id: \.self) { city in
                    LineMark(x: .value("x", 0), y: .value("y", city == "A" ? 0 : 4)).lineStyle(by: .value("City", city))
                    LineMark(x: .value("x", 4), y: .value("y", city == "A" ? 0 : 4)).lineStyle(by: .value("City", city))
                }
            }.chartTextPlotSize(columns: 5, rows: 3))
        #expect(text.contains("4 ┤ooooo"))
        #expect(text.contains("0 ┤*****"))
        #expect(text.hasSuffix("City: * A  o B"))
    }

    @Test func pointMarks_drawOnlyTheirPoints() {
        let text = rendering(
            Chart {
                PointMark(x: .value("x", 0), y: .value("y", 0))
                PointMark(x: .value("x", 4), y: .value("y", 4))
            }.chartTextPlotSize(columns: 5, rows: 3).chartXAxis(.hidden))
        #expect(
            text == """
                y
                4 ┤    *
                2 ┤
                0 ┤*
                """)
        let fixed = rendering(Chart { PointMark(x: .value("x", 1)) }.chartTextPlotSize(columns: 5, rows: 3))
        #expect(fixed.contains("│  *"), "a point without a y value sits in the middle")
    }

    /// A value halfway between two cells takes the one farther from zero, as `rounded()` does (not
    /// the even one): y = 1 on three rows from 0 to 4 falls at 0.5, and shows on the middle row.
    @Test func aValueHalfwayBetweenCells_takesTheCellFartherFromZero() {
        let text = rendering(
            Chart {
                PointMark(x: .value("x", 0), y: .value("y", 1))
                PointMark(x: .value("x", 4), y: .value("y", 3))
            }.chartTextPlotSize(columns: 5, rows: 3).chartXAxis(.hidden).chartYScale(domain: 0...4))
        #expect(
            text == """
                y
                4 ┤    *
                2 ┤*
                0 ┤
                """)
    }

    /// A value that is not a number (NaN, an infinity) is left out: it neither crashes the drawing
    /// nor stretches the scale, and the line joins the points around it.
    @Test func aValueThatIsNotANumber_isLeftOut() {
        let plain = rendering(
            Chart {
                LineMark(x: .value("x", 0), y: .value("y", 0.0))
                LineMark(x: .value("x", 4), y: .value("y", 4.0))
            }.chartTextPlotSize(columns: 5, rows: 3))
        for odd in [Double.nan, .infinity, -.infinity] {
            let text = rendering(
                Chart {
                    LineMark(x: .value("x", 0), y: .value("y", 0.0))
                    LineMark(x: .value("x", 2), y: .value("y", odd))
                    LineMark(x: .value("x", 4), y: .value("y", 4.0))
                }.chartTextPlotSize(columns: 5, rows: 3))
            #expect(text == plain, "\(odd)")
        }
    }

    @Test func areaMarks_fillDownToZero() {
        let text = rendering(
            Chart {
                AreaMark(x: .value("x", 0), y: .value("y", 0))
                AreaMark(x: .value("x", 2), y: .value("y", 4))
            }.chartTextPlotSize(columns: 3, rows: 3).chartXAxis(.hidden))
        #expect(
            text == """
                y
                4 ┤  █
                2 ┤ ██
                0 ┤███
                """)
        let band = rendering(
            Chart { AreaMark(x: .value("x", 0), yStart: .value("low", 1), yEnd: .value("high", 4)) }
                .chartTextPlotSize(columns: 3, rows: 3).chartXAxis(.hidden))
        #expect(band.contains("4 ┤ █"))
    }

    @Test func ruleMarks_crossThePlot() {
        let text = rendering(
            Chart {
                PointMark(x: .value("x", 0), y: .value("y", 0))
                PointMark(x: .value("x", 4), y: .value("y", 4))
                RuleMark(y: .value("Goal", 2))
                RuleMark(x: .value("Day", 2))
            }.chartTextPlotSize(columns: 5, rows: 3).chartXAxis(.hidden))
        #expect(
            text == """
                y
                4 ┤  │ *
                2 ┤──│──
                0 ┤* │
                """)
        let segments = rendering(
            Chart {
                PointMark(x: .value("x", 0), y: .value("y", 0))
                PointMark(x: .value("x", 4), y: .value("y", 4))
                RuleMark(xStart: .value("from", 1), xEnd: .value("to", 3), y: .value("y", 2))
                RuleMark(x: .value("x", 4), yStart: .value("from", 0), yEnd: .value("to", 2))
            }.chartTextPlotSize(columns: 5, rows: 3).chartXAxis(.hidden))
        #expect(segments.contains("2 ┤ ───│"))
    }

    @Test func rectangleMarks_fillTheirCells() {
        let text = rendering(
            Chart {
                RectangleMark(x: .value("Hour", "9"), y: .value("Day", "Mon"))
                RectangleMark(x: .value("Hour", "10"), y: .value("Day", "Tue"))
            }.chartTextPlotSize(columns: 3, rows: 2))
        #expect(
            text == """
                Day
                Tue ┤  █
                Mon ┤█
                    └─── Hour
                     9 10
                """)
        let region = rendering(
            Chart {
                PointMark(x: .value("x", 0), y: .value("y", 0))
                PointMark(x: .value("x", 4), y: .value("y", 4))
                RectangleMark(
                    xStart: .value("x", 1), xEnd: .value("x", 3), yStart: .value("y", 2), yEnd: .value("y", 4))
                RectangleMark(x: .value("x", 4), yStart: .value("y", 0), yEnd: .value("y", 1))
                RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 1), y: .value("y", 0))
            }.chartTextPlotSize(columns: 5, rows: 3).chartXAxis(.hidden))
        #expect(region.contains("4 ┤ ███*"))
    }
}
