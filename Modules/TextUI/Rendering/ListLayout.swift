/// Lays out the rows of a `List` or a `Form`: each rendered child is a row, dividers become a short
/// rule, and with a row limit only the first rows show, then "… N more".
enum ListLayout {
    static func rows(_ blocks: [Block], _ context: RenderContext) -> Block {
        let rows = blocks.filter { $0.role != .spacer }
        var lines: [String] = []
        var shown = 0
        for row in rows {
            if let limit = context.rowLimit, shown >= limit { break }
            lines.append(contentsOf: row.role == .divider ? ["───"] : row.lines)
            shown += 1
        }
        if rows.count > shown {
            lines.append("… \(rows.count - shown) more")
        }
        return Block(lines: lines)
    }
}
