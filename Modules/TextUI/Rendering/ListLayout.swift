/// Lays out the rows of a `List` or a `Form`: each rendered child is a row, dividers become a short
/// rule, and with a row limit only the first rows show, then "… N more".
enum ListLayout {
    static func rows(_ blocks: [Block], _ context: RenderContext) -> Block {
        var lines = LineBuilder()
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
                lines.append("───", width: 3)
            } else {
                lines.append(linesOf: row)
            }
            shown += 1
        }
        if hidden > 0 {
            let more = "… \(hidden) more"
            lines.append(more, width: TextWidth.of(more))
        }
        return lines.build()
    }
}
