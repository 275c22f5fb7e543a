/// Columns of one line of a block that have an emphasis. Blocks carry their runs through layout,
/// which moves them with their text; plain rendering ignores them.
struct EmphasisRun: Equatable {
    /// The line, counted from the block's first.
    var line: Int
    /// The display columns of that line, counted from its start.
    var columns: Range<Int>
    var emphasis: TextEmphasis

    /// The same run `lines` lines lower and `columns` columns further right.
    func shifted(lines: Int = 0, columns offset: Int = 0) -> EmphasisRun {
        EmphasisRun(
            line: line + lines, columns: (columns.lowerBound + offset)..<(columns.upperBound + offset),
            emphasis: emphasis)
    }
}
