/// One row of a ``Table`` that lists its rows (`Table(of:) { columns } rows: { TableRow(value) }`):
/// the row shows `value` in each column.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let value: Value

    /// A row for a value.
    ///
    /// - Parameter value: The value the row's cells show.
    public init(_ value: Value) {
        self.value = value
    }

}

extension TableRow: TableRowValueSource {
    var rowValues: [Any] { [value] }
}
