import Foundation

/// The x and y scales of a chart's plot: every mark's values (and where its intervals start and
/// end) over the plot's columns and rows, within the domains the scale modifiers give; y includes
/// zero. The character grid draws with them, and ``ChartProxy`` maps positions with them.
struct ChartPlotScales: Equatable {
    let x: ChartScale
    let y: ChartScale

    init(marks: [PlottedMark], configuration: ChartConfiguration) {
        var xValues = ChartScale.Values()
        var yValues = ChartScale.Values()
        for index in marks.indices {
            if let x = marks[index].x { xValues.add(x.value) }
            if let y = marks[index].y { yValues.add(y.value) }
            guard marks[index].hasExtras else { continue }
            let mark = marks[index]
            for value in [mark.xStart, mark.xEnd].compactMap({ $0?.value }) { xValues.add(value) }
            for value in [mark.yStart, mark.yEnd].compactMap({ $0?.value }) { yValues.add(value) }
        }
        x = ChartScale(
            values: xValues, all: { Self.allValues(marks, \.x, \.xStart, \.xEnd) }, domain: configuration.xDomain,
            includesZero: false, cells: configuration.columns)
        y = ChartScale(
            values: yValues, all: { Self.allValues(marks, \.y, \.yStart, \.yEnd) }, domain: configuration.yDomain,
            includesZero: true, cells: configuration.rows)
    }

    /// The values of one axis in order: each mark's value, then where its interval starts and ends.
    private static func allValues(
        _ marks: [PlottedMark], _ value: KeyPath<PlottedMark, PlotChannel?>,
        _ start: KeyPath<PlottedMark, PlotChannel?>, _ end: KeyPath<PlottedMark, PlotChannel?>
    ) -> [ChartDataValue] {
        marks.flatMap { mark in
            [mark[keyPath: value], mark[keyPath: start], mark[keyPath: end]].compactMap { $0?.value }
        }
    }
}
