/// A column of a ``Table``: a header and a view for each row. In text output, the header is the
/// first line of a regular-width table and each row's cell is under it; a compact-width table (an
/// iPhone's) shows only its first column.
///
/// ```swift
/// struct Person: Identifiable {
///     let id: Int
///     var name: String
///     var age: Int
/// }
/// let people = [Person(id: 1, name: "Ada", age: 36)]
/// let table = Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age") { person in Text("\(person.age)") }
/// }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
    TableColumnContent
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let label: Label
    let content: (RowValue) -> Content
    /// The comparator a header click would sort with (nil for a column that does not sort).
    let comparator: Sort?

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    /// The column, as wide as `width` (accepted; text output sizes a column to its widest cell).
    ///
    /// - Parameter width: The column's width in points; not used.
    /// - Returns: The column, unchanged.
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> { self }

    /// The column, within widths (accepted; text output sizes a column to its widest cell).
    ///
    /// - Parameters:
    ///   - min: The column's least width; not used.
    ///   - ideal: The column's ideal width; not used.
    ///   - max: The column's greatest width; not used.
    /// - Returns: The column, unchanged.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
        -> TableColumn<RowValue, Sort, Content, Label>
    { self }
}

extension TableColumn: TableColumnLayoutSource {
    var columnLayouts: [TableColumnLayout] {
        let content = self.content
        let cell: (Any) -> AnyView = { value in
            guard let value = value as? RowValue else { return AnyView(EmptyView()) }
            return AnyView(content(value))
        }
        return [TableColumnLayout(header: AnyView(label), cell: cell)]
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column that does not sort, titled by a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - content: Makes a row's cell.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column that does not sort, titled by a text.
    ///
    /// - Parameters:
    ///   - text: The column's title.
    ///   - content: Makes a row's cell.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }

    /// A column that does not sort, titled by a string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - content: Makes a row's cell.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column that does not sort and shows a string property of each row.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - value: The property each row shows.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column that does not sort and shows a string property of each row.
    ///
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The property each row shows.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column that does not sort and shows a string property of each row.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - value: The property each row shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}
