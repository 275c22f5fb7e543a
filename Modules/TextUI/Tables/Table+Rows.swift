// The tables that list their rows (`Table(of: Person.self) { columns } rows: { TableRow(ada) }`).

extension Table {
    /// A table.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, customization: nil)
    }

    /// A table, sorted by its app.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: nil, customization: nil)
    }

    /// A table selecting at most one row.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - selection: The selected row's id, or nil.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), customization: nil)
    }

    /// A table selecting several rows.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - selection: The selected rows' ids.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), customization: nil)
    }

    /// A table selecting at most one row, sorted by its app.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - selection: The selected row's id, or nil.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), customization: nil)
    }

    /// A table selecting several rows, sorted by its app.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - selection: The selected rows' ids.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), customization: nil)
    }

    /// A table, sorted by its app.
    ///
    /// - Parameters:
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: nil, customization: nil)
    }

    /// A table selecting at most one row, sorted by its app.
    ///
    /// - Parameters:
    ///   - selection: The selected row's id, or nil.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), customization: nil)
    }

    /// A table selecting several rows, sorted by its app.
    ///
    /// - Parameters:
    ///   - selection: The selected rows' ids.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), customization: nil)
    }

    /// A table, with customizable columns.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init(
        of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, customization: columnCustomization)
    }

    /// A table, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: nil, customization: columnCustomization)
    }

    /// A table selecting at most one row, with customizable columns.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - selection: The selected row's id, or nil.
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(selection), customization: columnCustomization)
    }

    /// A table selecting several rows, with customizable columns.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - selection: The selected rows' ids.
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(selection), customization: columnCustomization)
    }

    /// A table selecting at most one row, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - selection: The selected row's id, or nil.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(selection), customization: columnCustomization)
    }

    /// A table selecting several rows, sorted by its app, with customizable columns.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values.
    ///   - selection: The selected rows' ids.
    ///   - sortOrder: How the app sorts its rows (kept; nobody clicks a header in text output).
    ///   - columnCustomization: Which columns are hidden, by their `customizationID`.
    ///   - columns: The columns.
    ///   - rows: The rows.
    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(selection), customization: columnCustomization)
    }
}
