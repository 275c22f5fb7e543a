/// Lays blocks out in a column or a row.
enum StackLayout {
    /// One block below another; dividers stretch to the widest block.
    static func vertical(_ blocks: [Block], alignment: HorizontalAlignment) -> Block {
        let contentWidth = blocks.filter { $0.role == .content }.reduce(0) { max($0, $1.width) }
        var lines: [String] = []
        for block in blocks {
            switch block.role {
            case .spacer:
                continue
            case .divider:
                lines.append(String(repeating: "─", count: max(contentWidth, 3)))
            case .content:
                for line in block.lines {
                    lines.append(align(line, in: contentWidth, alignment))
                }
            }
        }
        return Block(lines: lines)
    }

    /// Blocks side by side, separated by `spacing` columns, aligned vertically.
    static func horizontal(_ blocks: [Block], alignment: VerticalAlignment, spacing: Int) -> Block {
        let visible = blocks.filter { $0.role == .content && !$0.lines.isEmpty }
        let height = visible.reduce(0) { max($0, $1.lines.count) }
        guard height > 0 else { return Block(lines: []) }
        let separator = String(repeating: " ", count: spacing)
        var lines: [String] = []
        lines.reserveCapacity(height)
        for row in 0..<height {
            var parts: [String] = []
            for block in visible {
                let top: Int
                switch alignment {
                case .top, .firstTextBaseline: top = 0
                case .center: top = (height - block.lines.count) / 2
                case .bottom, .lastTextBaseline: top = height - block.lines.count
                }
                let index = row - top
                let text = index >= 0 && index < block.lines.count ? block.lines[index] : ""
                parts.append(TextWidth.pad(text, to: block.width))
            }
            lines.append(trimTrailing(parts.joined(separator: separator)))
        }
        return Block(lines: lines)
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
