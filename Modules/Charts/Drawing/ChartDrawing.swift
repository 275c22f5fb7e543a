import Foundation

/// A chart drawn as text from its marks and the chart modifiers around it: bars when every mark
/// is a bar (or a rule across them), shares when every mark is a sector, a character grid
/// otherwise; with a legend when marks are in series. The same marks, configuration and time zone
/// always give the same text.
struct ChartDrawing {
    let marks: [PlottedMark]
    let text: String
    /// The series in legend order, as written.
    let series: [String]
    let xLabel: String?
    let yLabel: String?
    /// The annotations, each with the values of the mark it belongs to.
    let annotations: [(label: String, annotation: MarkAnnotation)]
    /// The plot's scales and frame, when the character grid drew them (others are made when a
    /// ``ChartProxy`` asks: a bar chart does not make scales it does not draw with).
    private let gridGeometry: ChartPlotGeometry?
    private let configuration: ChartConfiguration

    init(marks: [PlottedMark], configuration: ChartConfiguration, calendar: Calendar) {
        self.marks = marks
        self.configuration = configuration
        var dates: [Date] = []
        var kinds = Set<ChartMarkKind>()
        var lastKind: ChartMarkKind?
        // By index, reading each mark where it is rather than copying it.
        for index in marks.indices {
            let kind = marks[index].kind
            if kind != lastKind {
                kinds.insert(kind)
                lastKind = kind
            }
            if case .date(let date)? = marks[index].x?.value { dates.append(date) }
            if case .date(let date)? = marks[index].y?.value { dates.append(date) }
            guard marks[index].hasExtras else { continue }
            let mark = marks[index]
            let extras = mark.extras
            for channel in [extras.xStart, extras.xEnd, extras.yStart, extras.yEnd, mark.seriesKey] {
                if case .date(let date)? = channel?.value { dates.append(date) }
            }
        }
        let labels = ChartLabels(dates: dates, timeZone: calendar.timeZone)
        let series = ChartSeries(marks: marks, order: configuration.seriesOrder)
        var lines: [String]
        var gridGeometry: ChartPlotGeometry?
        if marks.isEmpty {
            lines = []
        } else if kinds == [.sector] {
            lines = SectorChartText(marks: marks, configuration: configuration, series: series, labels: labels).lines()
        } else if kinds.contains(.bar), kinds.isSubset(of: [.bar, .rule]) {
            lines = BarChartText(marks: marks, configuration: configuration, series: series, labels: labels).lines()
        } else {
            let grid = GridChartText(
                marks: marks, configuration: configuration, series: series, labels: labels, calendar: calendar,
                kinds: kinds
            ).lines()
            lines = grid.lines
            gridGeometry = ChartPlotGeometry(
                scales: grid.scales, column: grid.plotOrigin.column, line: grid.plotOrigin.line,
                configuration: configuration)
        }
        let showsLegend = configuration.legend != .hidden && kinds != [.sector]
        if showsLegend, let legend = series.legend(labels) {
            if configuration.legendOnTop {
                lines.insert(legend, at: 0)
                gridGeometry = gridGeometry?.movedDown(by: 1)
            } else {
                lines.append(legend)
            }
        }
        self.gridGeometry = gridGeometry
        text = lines.joined(separator: "\n")
        self.series = series.values.map(labels.text)
        xLabel = marks.lazy.compactMap { ($0.x ?? $0.xStart)?.label }.first
        yLabel = marks.lazy.compactMap { ($0.y ?? $0.yStart)?.label }.first
        annotations = marks.filter(\.hasExtras).flatMap { mark in
            mark.annotations.map { (Self.describe(mark, labels), $0) }
        }
    }

    /// The plot's scales and frame, as ``ChartProxy`` maps positions with them: the grid's as
    /// drawn; for bars and sectors, the scales a grid would have over the plot's size, at the
    /// chart's top leading corner (Apple's layout, not the rows drawn).
    var geometry: ChartPlotGeometry {
        gridGeometry
            ?? ChartPlotGeometry(
                scales: ChartPlotScales(marks: marks, configuration: configuration), column: 0, line: 0,
                configuration: configuration)
    }

    /// What a test reads back (made when it asks: a chart of many points does not make it to be drawn).
    var snapshot: ChartSnapshot {
        ChartSnapshot(
            marks: marks.map(\.snapshot), series: series, xLabel: xLabel, yLabel: yLabel, text: text)
    }

    /// A mark's values as an annotation names them, categories and dates before numbers
    /// (`Mon 8200`, `Walk 6000`).
    private static func describe(_ mark: PlottedMark, _ labels: ChartLabels) -> String {
        let values = [mark.x ?? mark.xStart, mark.y ?? mark.yStart, mark.seriesKey, mark.angle].compactMap { $0?.value }
        return (values.filter { $0.number == nil } + values.filter { $0.number != nil })
            .map(labels.text)
            .joined(separator: " ")
    }
}
