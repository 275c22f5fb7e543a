// The tables made from a tree (`Table(roots, children: \.children) { columns }`).

extension Table {
    /// A table, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - children: The key path of an element's children (rows start collapsed: text output shows the roots).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Data.Element, Never> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data.Element>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableOutlineGroupContent(roots: Array(data)), columns: columns(), selection: nil,
            customization: columnCustomization)
    }

    /// A table, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - children: The key path of an element's children (rows start collapsed: text output shows the roots).
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data.Element>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(roots: Array(data)), columns: columns(), selection: nil,
            customization: columnCustomization)
    }

    /// A table selecting at most one row, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - children: The key path of an element's children (rows start collapsed: text output shows the roots).
    ///   - selection: The selected row's id, or nil.
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Data.Element, Never> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data.Element>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableOutlineGroupContent(roots: Array(data)), columns: columns(), selection: ListSelection(selection),
            customization: columnCustomization)
    }

    /// A table selecting several rows, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - children: The key path of an element's children (rows start collapsed: text output shows the roots).
    ///   - selection: The selected rows' ids.
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Data.Element, Never> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data.Element>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableOutlineGroupContent(roots: Array(data)), columns: columns(), selection: ListSelection(selection),
            customization: columnCustomization)
    }

    /// A table selecting at most one row, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - children: The key path of an element's children (rows start collapsed: text output shows the roots).
    ///   - selection: The selected row's id, or nil.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data.Element>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(roots: Array(data)), columns: columns(), selection: ListSelection(selection),
            customization: columnCustomization)
    }

    /// A table selecting several rows, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - children: The key path of an element's children (rows start collapsed: text output shows the roots).
    ///   - selection: The selected rows' ids.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data.Element>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(roots: Array(data)), columns: columns(), selection: ListSelection(selection),
            customization: columnCustomization)
    }
}
