/// How the cells of a table column line up: numbers to the trailing edge, the rest leading, unless
/// set.
public struct TableColumnAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, leading, center, trailing, numeric
    }

    let kind: Kind

    /// The platform's alignment: leading.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(kind: .automatic) }
    /// Cells line up on their leading edge.
    public static var leading: TableColumnAlignment { TableColumnAlignment(kind: .leading) }
    /// Cells are centered.
    public static var center: TableColumnAlignment { TableColumnAlignment(kind: .center) }
    /// Cells line up on their trailing edge.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(kind: .trailing) }
    /// Numbers line up as the locale writes them: on their trailing edge in left-to-right text.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(kind: .numeric) }

    /// Numbers line up as a numbering system writes them (trailing in text output).
    ///
    /// - Parameter numberingSystem: The numbering system; not used.
    /// - Returns: The numeric alignment.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .numeric }

    /// The grid alignment of the column's cells.
    var horizontal: HorizontalAlignment {
        switch kind {
        case .automatic, .leading: .leading
        case .center: .center
        case .trailing, .numeric: .trailing
        }
    }
}
