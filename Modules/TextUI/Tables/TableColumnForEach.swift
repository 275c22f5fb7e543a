/// Columns made from a collection: one column content for each element (a table with a column per
/// day, say).
public struct TableColumnForEach<
    Data: RandomAccessCollection, ID: Hashable, RowValue, Sort: SortComparator, Content: TableColumnContent
>: TableColumnContent
where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    /// The elements.
    public var data: Data
    /// Makes an element's columns.
    public var content: (Data.Element) -> Content

    /// Columns for each element of a collection, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - content: Makes an element's columns.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }

}

extension TableColumnForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Columns for each element of a collection of identifiable elements.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: Makes an element's columns.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension TableColumnForEach: TableColumnLayoutSource {
    var columnLayouts: [TableColumnLayout] {
        data.flatMap { content($0).columnLayouts }
    }
}
