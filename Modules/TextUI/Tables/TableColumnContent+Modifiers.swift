// What a table's columns can be told: how they line up, their identity in a customization and
// whether they show by default. Column content modified so keeps its columns and changes each.

extension TableColumnContent {
    /// These columns, their cells lined up as `alignment` says.
    ///
    /// - Parameter alignment: How the cells line up (and the header with them).
    /// - Returns: The columns, aligned.
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<
        TableRowValue, TableColumnSortComparator
    > {
        ModifiedTableColumnContent(content: self) { $0.alignment = alignment }
    }

    /// These columns, identified by `id` in a ``TableColumnCustomization`` (which keeps a column's
    /// visibility under its identifier).
    ///
    /// - Parameter id: The columns' identifier; stable across launches.
    /// - Returns: The columns, identified.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        ModifiedTableColumnContent(content: self) { $0.customizationID = id }
    }

    /// These columns, shown or hidden until someone customizes the table.
    ///
    /// - Parameter visibility: `.hidden` hides the columns; `.visible` and `.automatic` show them.
    /// - Returns: The columns.
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<
        TableRowValue, TableColumnSortComparator
    > {
        ModifiedTableColumnContent(content: self) { $0.defaultVisibility = visibility }
    }

    /// These columns, with some customizations turned off (accepted; nobody customizes columns in
    /// text output, a ``TableColumnCustomization`` is set by code).
    ///
    /// - Parameter behavior: The customizations turned off.
    /// - Returns: The columns, unchanged.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> some TableColumnContent<
        TableRowValue, TableColumnSortComparator
    > {
        ModifiedTableColumnContent(content: self) { _ in }
    }
}

/// Column content whose every column is changed one way.
struct ModifiedTableColumnContent<Content: TableColumnContent>: TableColumnContent, TableColumnLayoutSource {
    typealias TableRowValue = Content.TableRowValue
    typealias TableColumnSortComparator = Content.TableColumnSortComparator
    typealias TableColumnBody = Never

    let content: Content
    let change: (inout TableColumnLayout) -> Void

    var columnLayouts: [TableColumnLayout] {
        content.columnLayouts.map { layout in
            var layout = layout
            change(&layout)
            return layout
        }
    }
}
