// The tables made from a collection (`Table(people) { columns }`): a row for each element, or for
// each root of a tree.

extension Table {
    /// A table.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, customization: nil)
    }

    /// A table, sorted by its app.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, customization: nil)
    }

    /// A table selecting at most one row.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - selection: The selected row's id, or nil.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(selection),
            customization: nil)
    }

    /// A table selecting several rows.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - selection: The selected rows' ids.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(selection),
            customization: nil)
    }

    /// A table selecting at most one row, sorted by its app.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - selection: The selected row's id, or nil.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(selection),
            customization: nil)
    }

    /// A table selecting several rows, sorted by its app.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - selection: The selected rows' ids.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(selection),
            customization: nil)
    }

    /// A table, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil,
            customization: columnCustomization)
    }

    /// A table, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil,
            customization: columnCustomization)
    }

    /// A table selecting at most one row, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - selection: The selected row's id, or nil.
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(selection),
            customization: columnCustomization)
    }

    /// A table selecting several rows, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - selection: The selected rows' ids.
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(selection),
            customization: columnCustomization)
    }

    /// A table selecting at most one row, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - selection: The selected row's id, or nil.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(selection),
            customization: columnCustomization)
    }

    /// A table selecting several rows, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - data: The elements, a row for each.
    ///   - selection: The selected rows' ids.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(selection),
            customization: columnCustomization)
    }
}
