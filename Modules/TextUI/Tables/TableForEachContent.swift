/// The rows of a table made from a collection (`Table(people) { ... }`): a row for each element.
public struct TableForEachContent<Data: RandomAccessCollection>: DynamicTableRowContent
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never

    /// The elements.
    public var data: Data

    init(data: Data) {
        self.data = data
    }

}

extension TableForEachContent: TableRowValueSource {
    var rowValues: [Any] { data.map { $0 } }
}

/// The rows of a table made from a tree (`Table(roots, children: \.children) { ... }`). Its
/// rows start collapsed, as Apple's do: text output shows the roots.
public struct TableOutlineGroupContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let roots: [Value]

}

extension TableOutlineGroupContent: TableRowValueSource {
    var rowValues: [Any] { roots.map { $0 } }
}

/// A row across a table that shows one view instead of columns (a section's header). Text output
/// makes none: no initializer of it is public.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

}

extension TableHeaderRowContent: TableRowValueSource {
    var rowValues: [Any] { [] }
}
