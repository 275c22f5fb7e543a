/// Builds the columns of a ``Table`` from the column statements of a closure.
@resultBuilder @MainActor @preconcurrency
public struct TableColumnBuilder<RowValue, Sort: SortComparator> {
    /// One column, as it is.
    ///
    /// - Parameter column: The column.
    /// - Returns: The column.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// One column that does not sort, in a table that sorts: it takes the table's comparator type.
    ///
    /// - Parameter column: The column.
    /// - Returns: The column, with the table's comparator type.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column)
        -> UnsortedTableColumnContent<RowValue, Sort, Column>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        UnsortedTableColumnContent(column: column)
    }

    /// The first column of several, or the only one.
    ///
    /// - Parameter column: The column.
    /// - Returns: The column.
    public static func buildPartialBlock<Column: TableColumnContent>(first column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// The columns so far, and the next.
    ///
    /// - Parameters:
    ///   - accumulated: The columns so far.
    ///   - next: The next column.
    /// - Returns: All of them, in order.
    public static func buildPartialBlock<Accumulated: TableColumnContent, Next: TableColumnContent>(
        accumulated: Accumulated, next: Next
    ) -> TupleTableColumnContent<RowValue, Sort, (Accumulated, Next)>
    where
        Accumulated.TableRowValue == RowValue, Accumulated.TableColumnSortComparator == Sort,
        Next.TableRowValue == RowValue, Next.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (accumulated, next), layouts: accumulated.columnLayouts + next.columnLayouts)
    }
}

/// Columns built by a ``TableColumnBuilder`` from several statements.
public struct TupleTableColumnContent<RowValue, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    /// The columns, as a tuple.
    public var value: T
    let layouts: [TableColumnLayout]

}

extension TupleTableColumnContent: TableColumnLayoutSource {
    var columnLayouts: [TableColumnLayout] { layouts }
}

/// A column that does not sort, in a table whose other columns sort (what
/// ``TableColumnBuilder`` makes of it).
public struct UnsortedTableColumnContent<RowValue, Sort: SortComparator, Column: TableColumnContent>: TableColumnContent
where Column.TableRowValue == RowValue {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let column: Column

}

extension UnsortedTableColumnContent: TableColumnLayoutSource {
    var columnLayouts: [TableColumnLayout] { column.columnLayouts }
}
