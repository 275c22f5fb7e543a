/// Lays blocks out in a column or a row.
enum StackLayout {
    /// One block below another; dividers stretch to the widest block.
    static func vertical(_ blocks: [Block], alignment: HorizontalAlignment) -> Block {
        if blocks.count == 1, blocks[0].role == .content, alignment == .leading { return blocks[0] }
        let contentWidth = blocks.filter { $0.role == .content }.reduce(0) { max($0, $1.width) }
        var lines = LineBuilder()
        for block in blocks {
            switch block.role {
            case .spacer, .elided:
                continue
            case .divider:
                let rule = String(repeating: "─", count: max(contentWidth, 3))
                lines.append(rule, width: TextWidth.of(rule))
            case .content:
                if alignment == .leading {
                    lines.append(linesOf: block)
                } else if block.emphasis.isEmpty {
                    for line in block.lines {
                        lines.append(align(line, in: contentWidth, alignment), width: contentWidth)
                    }
                } else {
                    for (index, line) in block.lines.enumerated() {
                        let aligned = align(line, in: contentWidth, alignment)
                        let shift = TextWidth.of(aligned) - TextWidth.of(line)
                        lines.append(aligned, width: contentWidth, runsOfLine: index, in: block, shift: shift)
                    }
                }
            }
        }
        return lines.build()
    }

    /// Blocks side by side, separated by `spacing` columns, aligned vertically.
    static func horizontal(_ blocks: [Block], alignment: VerticalAlignment, spacing: Int) -> Block {
        let visible = blocks.filter { $0.role == .content && !$0.hasNoLines }
        let columns = visible.map(\.lines)
        let height = columns.reduce(0) { max($0, $1.count) }
        guard height > 0 else { return Block(lines: []) }
        let separator = String(repeating: " ", count: spacing)
        let hasEmphasis = visible.contains { !$0.emphasis.isEmpty }
        var emphasis: [EmphasisRun] = []
        var lines: [String] = []
        lines.reserveCapacity(height)
        for row in 0..<height {
            var parts: [String] = []
            var offset = 0
            for (block, column) in zip(visible, columns) {
                let top: Int
                switch alignment {
                case .top, .firstTextBaseline: top = 0
                case .center: top = (height - column.count) / 2
                case .bottom, .lastTextBaseline: top = height - column.count
                }
                let index = row - top
                let text = index >= 0 && index < column.count ? column[index] : ""
                parts.append(TextWidth.pad(text, to: block.width))
                if hasEmphasis {
                    for run in block.emphasis where run.line == index {
                        emphasis.append(
                            EmphasisRun(line: row, columns: run.columns, emphasis: run.emphasis).shifted(
                                columns: offset))
                    }
                    offset += block.width + spacing
                }
            }
            lines.append(trimTrailing(parts.joined(separator: separator)))
        }
        var block = Block(lines: lines)
        block.emphasis = emphasis
        return block
    }

    private static func align(_ line: String, in width: Int, _ alignment: HorizontalAlignment) -> String {
        let missing = width - TextWidth.of(line)
        guard missing > 0 else { return line }
        switch alignment {
        case .leading: return line
        case .center: return trimTrailing(String(repeating: " ", count: missing / 2) + line)
        case .trailing: return String(repeating: " ", count: missing) + line
        }
    }

    static func trimTrailing(_ line: String) -> String {
        guard line.last == " " else { return line }
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " {
            end = line.index(before: end)
        }
        return String(line[..<end])
    }
}

extension StackLayout {
    /// Blocks in a table of `columns` columns, filled row by row (or of `rows` rows, filled column
    /// by column); each column as wide as its widest cell.
    static func grid(_ blocks: [Block], columns: Int? = nil, rows: Int? = nil) -> Block {
        let cells = blocks.filter { $0.role == .content && !$0.hasNoLines }
        guard !cells.isEmpty else { return Block(lines: []) }
        let fillsRows = columns != nil
        let columnCount = fillsRows ? max(columns ?? 1, 1) : ceilingDivision(cells.count, max(rows ?? 1, 1))
        let rowCount = ceilingDivision(cells.count, columnCount)
        func cell(row: Int, column: Int) -> Block? {
            let index = fillsRows ? row * columnCount + column : column * rowCount + row
            return index < cells.count ? cells[index] : nil
        }
        var widths = Array(repeating: 0, count: columnCount)
        for row in 0..<rowCount {
            for column in 0..<columnCount {
                widths[column] = max(widths[column], cell(row: row, column: column)?.width ?? 0)
            }
        }
        var table: [Block] = []
        for row in 0..<rowCount {
            var padded: [Block] = []
            for column in 0..<columnCount {
                let shown = cell(row: row, column: column)
                var block = Block(lines: (shown?.lines ?? [""]).map { TextWidth.pad($0, to: widths[column]) })
                block.emphasis = shown?.emphasis ?? []
                padded.append(block)
            }
            table.append(horizontal(padded, alignment: .top, spacing: 1))
        }
        return vertical(table, alignment: .leading)
    }

    private static func ceilingDivision(_ dividend: Int, _ divisor: Int) -> Int {
        (dividend + divisor - 1) / divisor
    }
}

extension StackLayout {
    /// `content`, with `extra` below it in one column (just `content` when `extra` shows nothing).
    static func below(_ content: [Block], _ extra: [Block]) -> [Block] {
        let shown = extra.filter { !$0.hasNoLines }
        guard !shown.isEmpty else { return content }
        return [vertical(content + shown, alignment: .leading)]
    }
}

extension StackLayout {
    /// A bar of ten cells, `fraction` of them filled: `[#####-----]`.
    static func bar(_ fraction: Double, filling: Character) -> String {
        let filled = Int((min(max(fraction, 0), 1) * 10).rounded())
        return "[" + String(repeating: filling, count: filled) + String(repeating: "-", count: 10 - filled) + "]"
    }
}
