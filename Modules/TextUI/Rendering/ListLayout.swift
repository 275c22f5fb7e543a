/// Lays out the rows of a `List` or a `Form`: each rendered child is a row, dividers become a short
/// rule, and with a row limit only the first rows show, then "… N more".
enum ListLayout {
    static func rows(_ blocks: [Block], _ context: RenderContext) -> Block {
        var lines: [String] = []
        var width = 0
        var shown = 0
        var hidden = 0
        for row in blocks {
            switch row.role {
            case .spacer:
                continue
            case .elided(let count):
                hidden += count
                continue
            case .content, .divider:
                break
            }
            if let limit = context.rowLimit, shown >= limit {
                hidden += 1
                continue
            }
            if row.role == .divider {
                lines.append("───")
                width = max(width, 3)
            } else {
                lines.append(contentsOf: row.lines)
                width = max(width, row.width)
            }
            shown += 1
        }
        if hidden > 0 {
            let more = "… \(hidden) more"
            lines.append(more)
            width = max(width, TextWidth.of(more))
        }
        return Block(lines: lines, width: width)
    }
}
