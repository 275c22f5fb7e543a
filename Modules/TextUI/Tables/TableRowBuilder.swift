/// Builds the rows of a ``Table`` from the row statements of a closure.
@resultBuilder @MainActor @preconcurrency
public struct TableRowBuilder<Value: Identifiable> {
    /// One row content, as it is.
    ///
    /// - Parameter content: The rows.
    /// - Returns: The rows.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// No rows.
    ///
    /// - Returns: No rows.
    public static func buildBlock() -> EmptyTableRowContent<Value> {
        EmptyTableRowContent()
    }

    /// The first row content of several, or the only one.
    ///
    /// - Parameter content: The rows.
    /// - Returns: The rows.
    public static func buildPartialBlock<Content: TableRowContent>(first content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// The rows so far, and the next.
    ///
    /// - Parameters:
    ///   - accumulated: The rows so far.
    ///   - next: The next rows.
    /// - Returns: All of them, in order.
    public static func buildPartialBlock<Accumulated: TableRowContent, Next: TableRowContent>(
        accumulated: Accumulated, next: Next
    ) -> TupleTableRowContent<Value, (Accumulated, Next)>
    where Accumulated.TableRowValue == Value, Next.TableRowValue == Value {
        TupleTableRowContent(value: (accumulated, next), values: accumulated.rowValues + next.rowValues)
    }
}

/// Rows built by a ``TableRowBuilder`` from several statements.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    /// The row contents, as a tuple.
    public var value: T
    let values: [Any]

}

extension TupleTableRowContent: TableRowValueSource {
    var rowValues: [Any] { values }
}

/// No rows (an empty `rows` closure).
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

}

extension EmptyTableRowContent: TableRowValueSource {
    var rowValues: [Any] { [] }
}
