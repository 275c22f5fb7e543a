/// Rows made from a collection (a `ForEach` of rows, a table's data): rows that can take drops
/// between them.
@MainActor @preconcurrency
public protocol DynamicTableRowContent: TableRowContent {
    /// The type of the collection the rows are made from.
    associatedtype Data: Collection

    /// The collection the rows are made from.
    var data: Data { get }
}

extension DynamicTableRowContent {
    /// These rows, taking dropped values between them (nothing is dropped in text output).
    ///
    /// - Parameters:
    ///   - payloadType: The type of the values.
    ///   - action: Takes the offset the values are dropped at and the values; never called.
    /// - Returns: The rows.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void
    ) -> some TableRowContent<TableRowValue> {
        ModifiedDynamicTableRowContent(content: self)
    }
}

/// Dynamic rows that show as they are, whatever they were given.
struct ModifiedDynamicTableRowContent<Content: DynamicTableRowContent>: DynamicTableRowContent, TableRowValueSource {
    typealias TableRowValue = Content.TableRowValue
    typealias TableRowBody = Never

    let content: Content

    var data: Content.Data { content.data }
    var rowValues: [Any] { content.rowValues }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach: TableRowValueSource where Content: TableRowContent {
    var rowValues: [Any] { data.flatMap { content($0).rowValues } }
}

extension ForEach where Content: TableRowContent {
    /// Rows for each element of a collection, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - content: Makes an element's rows.
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TableRowValue {
        self.init(data, identifiedBy: id, content: content)
    }
}

extension ForEach where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for each element of a collection of identifiable elements.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: Makes an element's rows.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data, identifiedBy: \.id, content: content)
    }
}
