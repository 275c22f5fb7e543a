/// A type that makes rows of a ``Table``: a ``TableRow``, a `ForEach` of them, several built by
/// ``TableRowBuilder``, or a type of yours whose `tableRowBody` is made of them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of the rows this content is made of.
    associatedtype TableRowBody: TableRowContent

    /// The rows this content is made of.
    @TableRowBuilder<TableRowValue>
    var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
}

extension TableRowContent where TableRowBody == Never {
    /// Built-in row content has no body: a table lays out its rows.
    public var tableRowBody: Never { fatalError("\(type(of: self)) is built-in row content and has no body") }
}

/// Row content that makes its rows itself (built-in row content, whose body is `Never`).
@MainActor
protocol TableRowValueSource {
    /// The values of the rows, in order.
    var rowValues: [Any] { get }
}

extension TableRowContent {
    /// The values of the rows this content makes, in order.
    var rowValues: [Any] {
        if let source = self as? any TableRowValueSource { return source.rowValues }
        if TableRowBody.self == Never.self { return [] }
        return tableRowBody.rowValues
    }
}

/// A row content that is its own rows, whatever it adds (a context menu, a drag): text output
/// shows the rows.
struct ModifiedTableRowContent<Content: TableRowContent>: TableRowContent, TableRowValueSource {
    typealias TableRowValue = Content.TableRowValue
    typealias TableRowBody = Never

    let content: Content

    var rowValues: [Any] { content.rowValues }
}
