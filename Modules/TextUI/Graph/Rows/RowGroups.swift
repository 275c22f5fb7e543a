/// The rendering of a long list's rows in groups of about ``size``: each group's rows merged into
/// one block of shared text, kept until one of its rows renders differently. A full render of a
/// list whose one row changed then assembles the others' text from these groups, not row by row.
/// Rows inserted, removed or moved change only the groups they are in (which then hold more or
/// fewer rows), not the groups after them.
@MainActor
final class RowGroups {
    /// Rows per group, as made.
    static let size = 512

    /// For each group, its blocks (one merged block, or the rows' own blocks when they cannot be
    /// merged); nil when it must be made again.
    private var groups: [[Block]?]
    /// The first row of each group.
    private var starts: [Int]
    /// How many rows the groups cover.
    private(set) var rowCount: Int
    /// The environment the rows were rendered in.
    let environment: EnvironmentValues

    init(rowCount: Int, environment: EnvironmentValues) {
        self.rowCount = rowCount
        self.environment = environment
        starts = Array(Swift.stride(from: 0, to: rowCount, by: Self.size))
        groups = Array(repeating: nil, count: starts.count)
    }

    /// Row `row` renders differently: its group is made again next time.
    func invalidate(row: Int) {
        guard row < rowCount, let group = group(of: row) else { return }
        groups[group] = nil
    }

    /// `removing` rows at `offset` were replaced by `inserting` others: the groups they were in
    /// become one group, made again next time; the rows after them keep their groups.
    func splice(at offset: Int, removing: Int, inserting: Int) {
        let newCount = rowCount - removing + inserting
        guard let first = group(of: min(offset, rowCount - 1)) else {
            self.rowCount = newCount
            starts = Array(Swift.stride(from: 0, to: newCount, by: Self.size))
            groups = Array(repeating: nil, count: starts.count)
            return
        }
        let last = removing > 0 ? group(of: offset + removing - 1) ?? first : first
        let start = starts[first]
        let end = rowEnd(of: last) - removing + inserting
        // The rows of the groups from `first` to `last` are now `start..<end`, in groups of `size`.
        let merged = Array(Swift.stride(from: start, to: end, by: Self.size))
        starts.replaceSubrange(first...last, with: merged)
        groups.replaceSubrange(first...last, with: Array(repeating: nil, count: merged.count))
        let shift = inserting - removing
        if shift != 0 {
            for group in (first + merged.count)..<starts.count {
                starts[group] += shift
            }
        }
        rowCount = newCount
    }

    /// The row at `from` moved to `to` (its offset once moved).
    func move(from: Int, to: Int) {
        splice(at: from, removing: 1, inserting: 0)
        splice(at: to, removing: 0, inserting: 1)
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
            let rows = starts[group]..<rowEnd(of: group)
            let made = Self.merge(rows, render)
            rowsRendered += rows.count
            groups[group] = made
            blocks.append(contentsOf: made)
        }
        return blocks
    }

    /// The group that holds `row` (the last group for a row past the end); nil when there is none.
    private func group(of row: Int) -> Int? {
        guard !starts.isEmpty, row >= 0 else { return nil }
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row after the last of `group`.
    private func rowEnd(of group: Int) -> Int {
        group + 1 < starts.count ? starts[group + 1] : rowCount
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
