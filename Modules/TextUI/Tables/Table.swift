/// Rows of values in columns. Text output lays a regular-width table (an iPad's, a Mac's) out as a
/// grid: the columns' headers, a rule, then a line for each row, each column as wide as its widest
/// cell. A compact-width table (an iPhone's, the host's default) shows only its first column, as a
/// list, as Apple's does ("narrow displays may adapt to show only the first column of the table").
///
/// ```swift
/// struct Person: Identifiable {
///     let id: Int
///     var name: String
///     var city: String
/// }
/// let people = [Person(id: 1, name: "Ada", city: "London")]
/// let table = Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("City", value: \.city)
/// }
/// // Name  City        (regular)
/// // ───────────
/// // Ada   London
/// ```
///
/// A selection binding selects rows through the host (`select(_:in:)` on the compact list) and a
/// compact table marks them as a list does; `sortOrder` is kept for the app to sort its rows by
/// (nobody clicks a header in text output).
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let rows: Rows
    let columns: Columns
    let selection: ListSelection?
    let customization: Binding<TableColumnCustomization<Value>>?

    init(
        rows: Rows, columns: Columns, selection: ListSelection? = nil,
        customization: Binding<TableColumnCustomization<Value>>? = nil
    ) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.customization = customization
    }

    public typealias Body = Never
}

extension Table: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        let shown = TableColumnCustomization<Value>()
        let customization = self.customization?.wrappedValue ?? shown
        let columns = self.columns.columnLayouts.filter { customization.shows($0) }
        let values = rows.rowValues.compactMap { $0 as? Value }
        if children.owner.environment.horizontalSizeClass == .regular {
            children.append(.index(1), Self.grid(columns, values))
        } else {
            let first = columns.first
            let rows = ForEach(values, id: \.id) { value in first?.cell(value) ?? AnyView(EmptyView()) }
            children.append(.index(0), List<Value.ID, _>(content: rows, selection: selection))
        }
    }

    /// The table as a grid: a header row, a rule, a row for each value.
    private static func grid(_ columns: [TableColumnLayout], _ values: [Value]) -> some View {
        Grid(alignment: .leading) {
            GridRow {
                ForEach(columns.indices, id: \.self) { index in
                    columns[index].header.gridColumnAlignment(columns[index].alignment.horizontal)
                }
            }
            Divider()
            ForEach(values, id: \.id) { value in
                GridRow {
                    ForEach(columns.indices, id: \.self) { index in columns[index].cell(value) }
                }
            }
        }
    }
}
