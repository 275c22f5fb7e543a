// What a table's rows can be given: a context menu, a drag, a drop, no selection. Nobody opens a
// menu or drags in text output: the rows show as they are.

extension TableRowContent {
    /// These rows, with a context menu (not shown: nobody long-presses a row in text output).
    ///
    /// - Parameter menuItems: The menu's items; not shown.
    /// - Returns: The rows.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TableRowContent<TableRowValue> {
        ModifiedTableRowContent(content: self)
    }

    /// These rows, with a context menu and a preview (neither shown).
    ///
    /// - Parameters:
    ///   - menuItems: The menu's items; not shown.
    ///   - preview: The menu's preview; not shown.
    /// - Returns: The rows.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some TableRowContent<TableRowValue>
    {
        ModifiedTableRowContent(content: self)
    }

    /// These rows, as sources of drags of a value (nobody drags in text output).
    ///
    /// - Parameter payload: The value dragged; never asked for.
    /// - Returns: The rows.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
        -> some TableRowContent<TableRowValue>
    {
        ModifiedTableRowContent(content: self)
    }

    /// These rows, as places to drop values of a type (nothing is dropped in text output).
    ///
    /// - Parameters:
    ///   - payloadType: The type of the values.
    ///   - action: Takes the dropped values; never called.
    /// - Returns: The rows.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void)
        -> some TableRowContent<TableRowValue>
    {
        ModifiedTableRowContent(content: self)
    }

    /// These rows, selectable or not (a compact table is a list: a row that cannot be selected
    /// keeps its look; text output selects through the host, which still selects it).
    ///
    /// - Parameter isDisabled: Whether the rows cannot be selected.
    /// - Returns: The rows.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<TableRowValue> {
        ModifiedTableRowContent(content: self)
    }
}
