import Foundation

/// Lines, points, areas, rules and rectangles as text: a grid of characters with the y axis's
/// labels on the left and the x axis's below. Each series is drawn with a character of its own;
/// later marks are drawn over earlier ones (points over lines over areas).
///
/// ```
/// Steps
/// 10000 ┤          *
///  5000 ┤   * * *
///     0 ┤*
///       └──────────── Day
///        Jan 1   Jan 7
/// ```
struct GridChartText {
    let marks: [PlottedMark]
    let configuration: ChartConfiguration
    let series: ChartSeries
    let labels: ChartLabels
    let calendar: Calendar
    /// The kinds of marks there are (a pass over the marks for a kind there is none of is skipped).
    let kinds: Set<ChartMarkKind>

    private struct Grid {
        var cells: [[Character]]
        let columns: Int
        let rows: Int

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        mutating func set(_ column: Int, _ row: Int, _ character: Character) {
            guard column >= 0, column < columns, row >= 0, row < rows else { return }
            cells[row][column] = character
        }

        /// Every cell of a straight segment, ends included. Static: a visit that sets cells of the
        /// grid would otherwise find its cells shared with the grid this is called on, and copy them.
        static func segment(from start: (Int, Int), to end: (Int, Int), _ visit: (Int, Int) -> Void) {
            let steps = max(abs(end.0 - start.0), abs(end.1 - start.1))
            guard steps > 0 else { return visit(start.0, start.1) }
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                visit(
                    start.0 + Int((Double(end.0 - start.0) * t).rounded()),
                    start.1 + Int((Double(end.1 - start.1) * t).rounded()))
            }
        }
    }

    /// The chart's lines, and where the plot's top leading cell is in them (its column and line).
    func lines() -> (lines: [String], plotOrigin: (column: Int, line: Int), scales: ChartPlotScales) {
        let columns = configuration.columns
        let rows = configuration.rows
        let scales = ChartPlotScales(marks: marks, configuration: configuration)
        let xScale = scales.x
        let yScale = scales.y
        let row = { (value: ChartDataValue) in yScale.cell(value).map { rows - 1 - $0 } }
        let baseline = row(.number(0)) ?? rows - 1
        var grid = Grid(columns: columns, rows: rows)

        for mark in marks(.rectangle) {
            let xs = span(mark.x, mark.xStart, mark.xEnd, xScale.cell) ?? (0...(columns - 1))
            let ys = span(mark.y, mark.yStart, mark.yEnd, row) ?? (0...(rows - 1))
            for y in ys { for x in xs { grid.set(x, y, series.fill(series.index(of: mark))) } }
        }
        for path in kinds.contains(.area) ? paths(of: .area, xScale: xScale, row: row) : [] {
            let fill = series.fill(path.series)
            let bases = path.bases.map { $0 ?? baseline }
            for (index, point) in path.points.enumerated() {
                for y in min(point.1, bases[index])...max(point.1, bases[index]) { grid.set(point.0, y, fill) }
            }
            for index in path.points.indices.dropLast() {
                let (start, end) = (path.points[index], path.points[index + 1])
                let (startBase, endBase) = (bases[index], bases[index + 1])
                Grid.segment(from: start, to: end) { x, y in
                    let across = end.0 == start.0 ? 0 : Double(x - start.0) / Double(end.0 - start.0)
                    let base = startBase + Int((Double(endBase - startBase) * across).rounded())
                    for fillRow in min(y, base)...max(y, base) { grid.set(x, fillRow, fill) }
                }
            }
        }
        for mark in marks(.rule) {
            if let y = mark.y.flatMap({ row($0.value) }) {
                let xs = span(nil, mark.xStart, mark.xEnd, xScale.cell) ?? (0...(columns - 1))
                for x in xs { grid.set(x, y, "─") }
            } else if let x = mark.x.flatMap({ xScale.cell($0.value) }) {
                let ys = span(nil, mark.yStart, mark.yEnd, row) ?? (0...(rows - 1))
                for y in ys { grid.set(x, y, "│") }
            }
        }
        for mark in marks(.bar) {
            guard let x = mark.x.flatMap({ xScale.cell($0.value) }), let y = mark.y.flatMap({ row($0.value) }) else {
                continue
            }
            for fill in min(y, baseline)...max(y, baseline) { grid.set(x, fill, series.fill(series.index(of: mark))) }
        }
        for path in kinds.contains(.line) ? paths(of: .line, xScale: xScale, row: row) : [] {
            let symbol = series.symbol(path.series)
            var drawn = DrawnSegments(cells: columns * rows, points: path.points.count)
            for index in path.points.indices.dropLast() {
                let (start, end) = (path.points[index], path.points[index + 1])
                guard drawn.insert(start.0 * rows + start.1, end.0 * rows + end.1) else { continue }
                Grid.segment(from: start, to: end) { grid.set($0, $1, symbol) }
            }
            if path.points.count == 1, let point = path.points.first {
                grid.set(point.0, point.1, series.symbol(path.series))
            }
        }
        for mark in marks(.point) {
            let x = mark.x.flatMap { xScale.cell($0.value) } ?? columns / 2
            let y = mark.y.flatMap { row($0.value) } ?? rows / 2
            grid.set(x, y, series.symbol(series.index(of: mark)))
        }
        let framed = framed(grid, xScale: xScale, yScale: yScale)
        return (framed.lines, framed.plotOrigin, scales)
    }

    /// The marks of one kind, in order (none without looking when the chart has no such mark).
    private func marks(_ kind: ChartMarkKind) -> [PlottedMark] {
        kinds.contains(kind) ? marks.filter { $0.kind == kind } : []
    }

    /// The cells a mark covers on one axis: from its start to its end, or its one value.
    private func span(
        _ value: PlotChannel?, _ start: PlotChannel?, _ end: PlotChannel?, _ cell: (ChartDataValue) -> Int?
    ) -> ClosedRange<Int>? {
        if let start = start.flatMap({ cell($0.value) }), let end = end.flatMap({ cell($0.value) }) {
            return min(start, end)...max(start, end)
        }
        return value.flatMap { cell($0.value) }.map { $0...$0 }
    }

    /// The points of one series: their cells, and for areas the row each fills to (nil: zero;
    /// lines keep none).
    private struct Path {
        let series: Int
        var points: [(Int, Int)] = []
        var bases: [Int?] = []
    }

    /// The paths of one kind of mark, one per series, built a point at a time.
    private struct Paths {
        /// True for areas, whose points fill to a base.
        let keepsBases: Bool
        var paths: [Path] = []
        private var index: [ChartDataValue?: Int] = [:]
        private var last: (key: ChartDataValue?, path: Int)?
        /// The room the first path is made with: most charts have one series, holding every mark.
        private let firstCapacity: Int

        init(keepsBases: Bool, firstCapacity: Int) {
            self.keepsBases = keepsBases
            self.firstCapacity = firstCapacity
        }

        /// Appends a point to the path of the series `key` names, made (drawn as `series`) if new.
        mutating func append(_ point: (Int, Int), base: Int?, key: ChartDataValue?, series: () -> Int) {
            let path: Int
            if let last, last.key == key {
                path = last.path  // the series of the point before, without looking it up
            } else if let known = index[key] {
                path = known
            } else {
                path = paths.count
                index[key] = path
                var made = Path(series: series())
                if paths.isEmpty {
                    made.points.reserveCapacity(firstCapacity)
                    if keepsBases { made.bases.reserveCapacity(firstCapacity) }
                }
                paths.append(made)
            }
            last = (key, path)
            paths[path].points.append(point)
            if keepsBases { paths[path].bases.append(base) }
        }
    }

    /// The points of each series of one kind of mark, in the order the marks came.
    private func paths(of kind: ChartMarkKind, xScale: ChartScale, row: (ChartDataValue) -> Int?) -> [Path] {
        var paths = Paths(keepsBases: kind == .area, firstCapacity: marks.count)
        // By index, each mark read where it is: most have no extra channels (no series, no
        // interval), and only their x and y are read.
        for markIndex in marks.indices where marks[markIndex].kind == kind {
            guard let x = marks[markIndex].x.flatMap({ xScale.cell($0.value) }) else { continue }
            guard marks[markIndex].hasExtras else {
                guard let y = marks[markIndex].y.flatMap({ row($0.value) }) else { continue }
                paths.append((x, y), base: nil, key: nil) { 0 }
                continue
            }
            let mark = marks[markIndex]
            guard let y = (mark.y ?? mark.yEnd).flatMap({ row($0.value) }) else { continue }
            let base = mark.y == nil ? mark.yStart.flatMap { row($0.value) } : nil
            paths.append((x, y), base: base, key: (mark.series ?? mark.seriesKey)?.value) { series.index(of: mark) }
        }
        return paths.paths
    }

    /// The grid with its axes: y labels and title on the left, x labels and title below; and
    /// where the grid's first cell is.
    private func framed(
        _ grid: Grid, xScale: ChartScale, yScale: ChartScale
    ) -> (lines: [String], plotOrigin: (column: Int, line: Int)) {
        let yAxis = configuration.yAxis
        let xAxis = configuration.xAxis
        // A line labels the value nearest to it, when more values than lines fall on it.
        var nearest: [Int: (label: String, distance: Double)] = [:]
        if !yAxis.isHidden {
            for value in yScale.tickValues(yAxis.values, calendar: calendar) {
                guard let exact = yScale.exactCell(value), let cell = yScale.cell(value) else { continue }
                let distance = abs(exact - Double(cell))
                let row = grid.rows - 1 - cell
                if let known = nearest[row], known.distance <= distance { continue }
                nearest[row] = (labels.text(value), distance)
            }
        }
        let yLabels = nearest.mapValues(\.label)
        let labelWidth = yLabels.values.map(TextWidthEstimate.of).max() ?? 0
        let indent = yAxis.isHidden ? "" : String(repeating: " ", count: labelWidth + 1)
        var lines: [String] = []
        if !yAxis.isHidden, let title = yAxis.title ?? marks.lazy.compactMap({ ($0.y ?? $0.yStart)?.label }).first {
            lines.append(title)
        }
        let plotOrigin = (column: yAxis.isHidden ? 0 : indent.count + 1, line: lines.count)
        for (index, cells) in grid.cells.enumerated() {
            let axis: String
            if yAxis.isHidden {
                axis = ""
            } else if let label = yLabels[index] {
                axis = TextWidthEstimate.rightAligned(label, labelWidth) + " ┤"
            } else {
                axis = indent + "│"
            }
            lines.append(axis + String(cells))
        }
        guard !xAxis.isHidden else { return (lines.map(Self.trimmed), plotOrigin) }
        let title = xAxis.title ?? marks.lazy.compactMap({ ($0.x ?? $0.xStart)?.label }).first
        lines.append(indent + "└" + String(repeating: "─", count: grid.columns) + (title.map { " " + $0 } ?? ""))
        lines.append(xLabelLine(xScale, offset: indent.count + 1))
        return (lines.map(Self.trimmed), plotOrigin)
    }

    /// The x axis's labels under their cells, leaving out a label that would touch the one before it.
    private func xLabelLine(_ scale: ChartScale, offset: Int) -> String {
        var line: [Character] = []
        for value in scale.tickValues(configuration.xAxis.values, calendar: calendar) {
            guard let cell = scale.cell(value) else { continue }
            let label = Array(labels.text(value))
            // Centred on its cell, or moved right to keep a space after the label before it, as
            // long as it still starts at or before its cell.
            let start = max(offset + cell - label.count / 2, line.isEmpty ? 0 : line.count + 1)
            guard start <= offset + cell else { continue }
            line += Array(repeating: " ", count: start - line.count) + label
        }
        return String(line)
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
