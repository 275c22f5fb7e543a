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

    /// How many rows the last ``blocks(_:)`` rendered (the rows of the groups it made again).
    private(set) var rowsRendered = 0

    /// The blocks of every group, making the groups that are not kept from the rows' renderings
    /// (`render(i)` renders the row at `i`).
    func blocks(_ render: (Int) -> RowRendering) -> [Block] {
        var blocks: [Block] = []
        blocks.reserveCapacity(groups.count)
        rowsRendered = 0
        for group in groups.indices {
            if let kept = groups[group] {
                blocks.append(contentsOf: kept)
                continue
            }
            let rows = group * Self.size..<min((group + 1) * Self.size, rowCount)
            let made = Self.merge(rows, render)
            rowsRendered += rows.count
            groups[group] = made
            blocks.append(contentsOf: made)
        }
        return blocks
    }

    /// The rows' renderings as one block (lines below one another, as a list lays out rows), or
    /// as they are when one of them is not plain content (a divider or a spacer).
    private static func merge(_ rows: Range<Int>, _ render: (Int) -> RowRendering) -> [Block] {
        var lines: [String] = []
        lines.reserveCapacity(rows.count)
        var width = 0
        var emphasis: [EmphasisRun] = []
        for row in rows {
            switch render(row) {
            case .line(let line, let lineWidth):
                lines.append(line)
                width = max(width, lineWidth)
            case .blocks(let blocks):
                guard blocks.allSatisfy({ $0.role == .content }) else { return unmerged(rows, render) }
                for block in blocks {
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
            }
        }
        guard !lines.isEmpty else { return [] }
        return [Block(chunks: [LineChunk(lines: lines)], width: width, emphasis: emphasis)]
    }

    /// The rows' own blocks, one after another.
    private static func unmerged(_ rows: Range<Int>, _ render: (Int) -> RowRendering) -> [Block] {
        var blocks: [Block] = []
        blocks.reserveCapacity(rows.count)
        for row in rows {
            blocks.append(contentsOf: render(row).blocks)
        }
        return blocks
    }
}
