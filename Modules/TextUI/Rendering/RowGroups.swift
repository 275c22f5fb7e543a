/// The rendering of a long list's rows in groups of ``size``: each group's rows merged into one
/// block of shared text, kept until one of its rows renders differently. A full render of a list
/// whose one row changed then assembles the others' text from these groups, not row by row.
@MainActor
final class RowGroups {
    /// Rows per group.
    static let size = 512

    /// For each group, its blocks (one merged block, or the rows' own blocks when they cannot be
    /// merged); nil when it must be made again.
    private var groups: [[Block]?]
    /// How many rows the groups cover.
    let rowCount: Int
    /// The environment the rows were rendered in.
    let environment: EnvironmentValues

    init(rowCount: Int, environment: EnvironmentValues) {
        self.rowCount = rowCount
        self.environment = environment
        groups = Array(repeating: nil, count: (rowCount + Self.size - 1) / Self.size)
    }

    /// Row `row` renders differently: its group is made again next time.
    func invalidate(row: Int) {
        let group = row / Self.size
        if group < groups.count { groups[group] = nil }
    }

    /// The blocks of every group, making the groups that are not kept from the rows' renderings
    /// (`render(i)` renders the row at `i`).
    func blocks(_ render: (Int) -> [Block]) -> [Block] {
        var blocks: [Block] = []
        blocks.reserveCapacity(groups.count)
        for group in groups.indices {
            if let kept = groups[group] {
                blocks.append(contentsOf: kept)
                continue
            }
            let start = group * Self.size
            let made = Self.merge(start..<min(start + Self.size, rowCount), render)
            groups[group] = made
            blocks.append(contentsOf: made)
        }
        return blocks
    }

    /// The rows' renderings as one block (lines below one another, as a list lays out rows), or
    /// as they are when one of them is not plain content (a divider or a spacer).
    private static func merge(_ rows: Range<Int>, _ render: (Int) -> [Block]) -> [Block] {
        var rendered: [Block] = []
        rendered.reserveCapacity(rows.count)
        for row in rows {
            rendered.append(contentsOf: render(row))
        }
        guard rendered.allSatisfy({ $0.role == .content }) else { return rendered }
        var lines: [String] = []
        lines.reserveCapacity(rendered.count)
        var width = 0
        var emphasis: [EmphasisRun] = []
        for block in rendered {
            if !block.emphasis.isEmpty {
                let offset = lines.count
                emphasis.append(contentsOf: block.emphasis.map { $0.shifted(lines: offset) })
            }
            if let line = block.onlyLine {
                lines.append(line)
            } else {
                lines.append(contentsOf: block.lines)
            }
            width = max(width, block.width)
        }
        guard !lines.isEmpty else { return [] }
        return [Block(chunks: [LineChunk(lines: lines)], width: width, emphasis: emphasis)]
    }
}
