/// The series of a chart's marks, in legend order (the order `chartForegroundStyleScale` gave,
/// then the order marks name them), each drawn with characters of its own.
struct ChartSeries {
    /// The characters bars, areas and sectors are filled with, one per series.
    static let fills: [Character] = ["█", "▓", "▒", "░", "#", "=", "+", ":"]
    /// The characters lines and points are drawn with, one per series.
    static let symbols: [Character] = ["*", "o", "+", "x", "#", "@", "%", "&"]

    /// The series values in order, and the label of the channel that names them.
    let values: [ChartDataValue]
    let title: String?
    private let index: [ChartDataValue: Int]
    /// The kind of mark each series first appears as (what the legend draws it with).
    private let kinds: [ChartMarkKind]

    init(marks: [PlottedMark], order: [ChartDataValue]) {
        var index: [ChartDataValue: Int] = [:]
        var values: [ChartDataValue] = []
        for value in order where index[value] == nil {
            index[value] = values.count
            values.append(value)
        }
        var kinds = [ChartMarkKind?](repeating: nil, count: values.count)
        var title: String?
        for markIndex in marks.indices {
            guard let key = marks[markIndex].seriesKey else { continue }
            let mark = marks[markIndex]
            title = title ?? key.label
            if let known = index[key.value] {
                if kinds[known] == nil { kinds[known] = mark.kind }
                continue
            }
            index[key.value] = values.count
            values.append(key.value)
            kinds.append(mark.kind)
        }
        self.values = values
        self.title = title
        self.index = index
        self.kinds = kinds.map { $0 ?? .bar }
    }

    /// The series index of a mark (0 when it is in none).
    func index(of mark: PlottedMark) -> Int {
        mark.seriesKey.flatMap { index[$0.value] } ?? 0
    }

    func fill(_ series: Int) -> Character { Self.fills[series % Self.fills.count] }
    func symbol(_ series: Int) -> Character { Self.symbols[series % Self.symbols.count] }

    /// The character a series is drawn with: its fill for bars and areas, its symbol otherwise.
    func character(_ series: Int, for kind: ChartMarkKind) -> Character {
        [.bar, .area, .sector, .rectangle].contains(kind) ? fill(series) : symbol(series)
    }

    /// The legend line: each series with its character (`Activity: █ Walk  ▓ Run`).
    func legend(_ labels: ChartLabels) -> String? {
        guard !values.isEmpty else { return nil }
        let entries = values.enumerated().map { offset, value in
            "\(character(offset, for: kinds[offset])) \(labels.text(value))"
        }
        return (title.map { "\($0): " } ?? "") + entries.joined(separator: "  ")
    }
}
