/// A pie or donut as text: one row per sector with its share of the whole as a bar and a
/// percentage, then its value.
///
/// ```
/// Walk │██████████████████████████████ 60.0% (6000)
/// Run  │████████████████████ 40.0% (4000)
/// ```
struct SectorChartText {
    let marks: [PlottedMark]
    let configuration: ChartConfiguration
    let series: ChartSeries
    let labels: ChartLabels

    func lines() -> [String] {
        let sectors = marks.filter { $0.kind == .sector }
        let values = sectors.map { max($0.angle?.value.number ?? 0, 0) }
        let total = values.reduce(0, +)
        let names = sectors.enumerated().map { offset, mark in
            mark.seriesKey.map { labels.text($0.value) } ?? "\(offset + 1)"
        }
        let width = names.map(TextWidthEstimate.of).max() ?? 0
        var lines: [String] = []
        if let valueTitle = sectors.first?.angle?.label {
            let title = series.title ?? ""
            let column = max(width, TextWidthEstimate.of(title))
            lines.append(TextWidthEstimate.padded(title, column) + " │ " + valueTitle)
            return lines + rows(sectors, names, values, total, width: column)
        }
        return rows(sectors, names, values, total, width: width)
    }

    private func rows(
        _ sectors: [PlottedMark], _ names: [String], _ values: [Double], _ total: Double, width: Int
    ) -> [String] {
        var lines: [String] = []
        for (offset, mark) in sectors.enumerated() {
            let share = total > 0 ? values[offset] / total : 0
            let length = Int((share * Double(configuration.columns)).rounded())
            let bar = String(repeating: series.fill(series.index(of: mark)), count: length)
            lines.append(
                TextWidthEstimate.padded(names[offset], width) + " │" + bar + " " + ChartNumberFormat.percent(share)
                    + " (" + ChartNumberFormat.text(values[offset]) + ")")
        }
        return lines
    }
}
