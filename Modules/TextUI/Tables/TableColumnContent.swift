/// A type that makes columns of a ``Table``: a ``TableColumn``, several columns built by
/// ``TableColumnBuilder``, or a type of yours whose `tableColumnBody` is made of them.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row of the table shows.
    associatedtype TableRowValue = TableColumnBody.TableRowValue
    /// The type of comparator that sorts the table by these columns (`Never` when they do not sort).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of the columns this content is made of.
    associatedtype TableColumnBody: TableColumnContent

    /// The columns this content is made of.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
}

extension TableColumnContent where TableColumnBody == Never {
    /// Built-in column content has no body: a table lays out its columns.
    public var tableColumnBody: Never { fatalError("\(type(of: self)) is built-in column content and has no body") }
}

/// One column as a table lays it out: its header, how it makes a row's cell, and how it shows.
struct TableColumnLayout {
    /// The column's header.
    let header: AnyView
    /// The cell of a row's value (empty for a value of another type).
    let cell: (Any) -> AnyView
    /// How the column's cells line up.
    var alignment = TableColumnAlignment.automatic
    /// The column's identifier in a ``TableColumnCustomization``.
    var customizationID: String?
    /// Whether the column shows before anyone customizes it.
    var defaultVisibility = Visibility.automatic
}

/// Content that makes its columns itself (built-in column content, whose body is `Never`).
@MainActor
protocol TableColumnLayoutSource {
    var columnLayouts: [TableColumnLayout] { get }
}

extension TableColumnContent {
    /// The columns this content makes, in order.
    var columnLayouts: [TableColumnLayout] {
        if let source = self as? any TableColumnLayoutSource { return source.columnLayouts }
        if TableColumnBody.self == Never.self { return [] }
        return tableColumnBody.columnLayouts
    }
}
