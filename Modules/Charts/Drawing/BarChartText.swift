/// A bar chart as text: one row per category (or per category and group), a bar as long as its
/// value on a scale the longest bar fills, then the value.
///
/// ```
/// Day │ Steps
/// Mon │████████████████████ 8200
/// Tue │██████████ 4100
/// ```
struct BarChartText {
    let marks: [PlottedMark]
    let configuration: ChartConfiguration
    let series: ChartSeries
    let labels: ChartLabels

    /// One bar: its category, its group, its series and the interval it covers.
    private struct Bar {
        var category: ChartDataValue
        var group: ChartDataValue?
        var series: Int
        var start: Double
        var end: Double
        var isInterval: Bool
    }

    private struct Row {
        var label: String
        var bars: [Bar]
    }

    func lines() -> [String] {
        let bars = marks.filter { $0.kind == .bar }
        let categoryOnX = Self.categoryIsOnX(bars)
        let valueTitle = bars.lazy.compactMap { (categoryOnX ? $0.y ?? $0.yStart : $0.x ?? $0.xStart)?.label }.first
        let categoryTitle = bars.lazy.compactMap { (categoryOnX ? $0.x ?? $0.xStart : $0.y ?? $0.yStart)?.label }.first
        let rows = self.rows(bars, categoryOnX: categoryOnX)
        let rules = marks.filter { $0.kind == .rule }.compactMap { mark -> (Double, String)? in
            guard let channel = categoryOnX ? mark.y : mark.x, let value = channel.value.number else { return nil }
            return (value, channel.label)
        }
        let domain = categoryOnX ? configuration.yDomain : configuration.xDomain
        let upper = Self.upperBound(rows.flatMap(\.bars).map(\.end) + rules.map(\.0), domain: domain)
        let width = configuration.columns
        let cell = { (value: Double) in Int((max(value, 0) / upper * Double(width)).rounded()) }

        let categoryAxis = categoryOnX ? configuration.xAxis : configuration.yAxis
        let showsLabels = !categoryAxis.isHidden
        let labelWidth = showsLabels ? rows.map { TextWidthEstimate.of($0.label) }.max() ?? 0 : 0
        let titleWidth = showsLabels ? TextWidthEstimate.of(categoryAxis.title ?? categoryTitle ?? "") : 0
        let column = max(labelWidth, titleWidth)
        var lines: [String] = []
        let valueAxis = categoryOnX ? configuration.yAxis : configuration.xAxis
        if !valueAxis.isHidden || showsLabels {
            let left =
                showsLabels ? TextWidthEstimate.padded(categoryAxis.title ?? categoryTitle ?? "", column) + " " : ""
            lines.append(left + "│ " + (valueAxis.title ?? valueTitle ?? ""))
        }
        for row in rows {
            var bar = ""
            var filled = 0
            for segment in row.bars {
                let from = cell(segment.start)
                let to = max(cell(segment.end), from + (segment.end > segment.start ? 1 : 0))
                if from > filled { bar += String(repeating: " ", count: from - filled) }
                let length = max(to - max(from, filled), 0)
                bar += String(repeating: series.fill(segment.series), count: length)
                filled = max(filled, to)
            }
            for (value, _) in rules where cell(value) >= filled {
                bar += String(repeating: " ", count: cell(value) - filled) + "┊"
                filled = cell(value) + 1
            }
            let left = showsLabels ? TextWidthEstimate.padded(row.label, column) + " " : ""
            lines.append(left + "│" + bar + " " + valueText(row.bars))
        }
        for (value, label) in rules {
            lines.append(
                (showsLabels ? String(repeating: " ", count: column + 1) : "")
                    + "┊ \(label): \(ChartNumberFormat.text(value))")
        }
        return lines
    }

    /// The value a row shows: its total, or an interval's bounds.
    private func valueText(_ bars: [Bar]) -> String {
        if bars.count == 1, let bar = bars.first, bar.isInterval {
            return "\(ChartNumberFormat.text(bar.start))–\(ChartNumberFormat.text(bar.end))"
        }
        let total = bars.reduce(0) { $0 + ($1.end - $1.start) }
        return ChartNumberFormat.text(total)
    }

    /// Categories go on x when x holds categories or dates (or both axes hold numbers) and y a number.
    static func categoryIsOnX(_ bars: [PlottedMark]) -> Bool {
        for bar in bars {
            let x = (bar.x ?? bar.xStart)?.value
            let y = (bar.y ?? bar.yStart)?.value
            if let x, x.number == nil, y?.number != nil { return true }
            if let y, y.number == nil, x?.number != nil { return false }
            if x != nil, y != nil { return true }
            if bar.xStart != nil { return false }
            if bar.yStart != nil { return true }
            if x != nil { return false }
            if y != nil { return true }
        }
        return true
    }

    private func rows(_ bars: [PlottedMark], categoryOnX: Bool) -> [Row] {
        var order: [String] = []
        var byKey: [String: Row] = [:]
        var stackTops: [String: Double] = [:]
        let domain = categoryOnX ? configuration.xDomain : configuration.yDomain
        if case .categories(let given)? = domain {
            for value in given {
                let label = labels.text(value)
                if byKey[label] == nil { order.append(label) }
                byKey[label] = Row(label: label, bars: [])
            }
        }
        for mark in bars {
            let categoryChannel = categoryOnX ? mark.x : mark.y
            let category = categoryChannel?.value ?? .category("")
            let start: Double
            let end: Double
            let isInterval: Bool
            if let from = (categoryOnX ? mark.yStart : mark.xStart)?.value.number,
                let to = (categoryOnX ? mark.yEnd : mark.xEnd)?.value.number
            {
                (start, end, isInterval) = (from, to, true)
            } else {
                (start, end, isInterval) = (0, (categoryOnX ? mark.y : mark.x)?.value.number ?? 0, false)
            }
            let group = mark.position?.value ?? (mark.stacking == .unstacked ? mark.seriesKey?.value : nil)
            let label = labels.text(category) + (group.map { " " + labels.text($0) } ?? "")
            if byKey[label] == nil {
                order.append(label)
                byKey[label] = Row(label: label, bars: [])
            }
            var bar = Bar(
                category: category, group: group, series: series.index(of: mark), start: start, end: end,
                isInterval: isInterval)
            if !isInterval {
                let top = stackTops[label, default: 0]
                bar.start = top
                bar.end = top + max(end, 0)
                stackTops[label] = bar.end
            }
            byKey[label]?.bars.append(bar)
        }
        return order.compactMap { byKey[$0] }
    }

    private static func upperBound(_ ends: [Double], domain: ScaleDomainSpec?) -> Double {
        if case .range(_, let upper)? = domain, let value = upper.number, value > 0 { return value }
        let top = ends.max() ?? 1
        return top > 0 ? top : 1
    }
}
