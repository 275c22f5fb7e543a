/// A view that builds its views from a collection (`ForEach`), so rows can be deleted and moved.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// Rows with delete and move actions. The host deletes a row with `deleteRow(_:)`.
struct EditableRowsContent<Content: DynamicViewContent>: DynamicViewContent {
    let content: Content
    let onDelete: (@MainActor (IndexSet) -> Void)?
    let onMove: (@MainActor (IndexSet, Int) -> Void)?

    var data: Content.Data { content.data }

    typealias Body = Never
}

/// A modifier node whose rows can be deleted.
@MainActor
protocol RowDeleting {
    var deleteAction: (@MainActor (IndexSet) -> Void)? { get }
}

extension EditableRowsContent: PrimitiveView, RowDeleting {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var deleteAction: (@MainActor (IndexSet) -> Void)? { onDelete }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

extension DynamicViewContent {
    /// Lets rows be deleted: `action` receives their offsets in `data` (the host deletes a row
    /// with `deleteRow(_:)`).
    ///
    /// - Parameter action: Receives the offsets of the rows to delete; nil makes no row deletable.
    /// - Returns: This content, whose rows the host deletes with `deleteRow(_:)`.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableRowsContent(content: self, onDelete: action, onMove: nil)
    }

    /// Lets rows be moved: `action` receives their offsets and the destination offset (not
    /// operable through the host).
    ///
    /// - Parameter action: Receives the offsets of the rows to move and the offset to move them to.
    /// - Returns: This content with a move action (rows are not moved through the host).
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableRowsContent(content: self, onDelete: nil, onMove: action)
    }
}

extension View {
    /// This view (rows stay deletable through the host).
    ///
    /// - Parameter isDisabled: Whether deleting is disabled (ignored: rows stay deletable through the host).
    /// - Returns: This view, rendered unchanged.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// This view (rows are not moved through the host).
    ///
    /// - Parameter isDisabled: Whether moving is disabled (ignored: rows are not moved through the host).
    /// - Returns: This view, rendered unchanged.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

extension ViewHost {
    /// Deletes the row whose text is `text` (or contains it) from the rows that have an
    /// `onDelete` action, as swiping it away does.
    ///
    /// - Parameter text: The row's whole text, or a part of it when no row's text equals it.
    /// - Throws: ``ViewHostError/notMounted`` when the host is unmounted,
    ///   ``ViewHostError/rowNotFound(text:available:)`` when no deletable row shows `text`, or
    ///   ``ViewHostError/ambiguousRow(text:rows:)`` when several do.
    public func deleteRow(_ text: String) throws {
        guard rootNode != nil else { throw ViewHostError.notMounted }
        let rows = deletableRowList()
        var matches = rows.filter { $0.text == text }
        if matches.isEmpty { matches = rows.filter { $0.text.contains(text) } }
        guard let match = matches.first else {
            throw ViewHostError.rowNotFound(text: text, available: rows.map(\.text))
        }
        guard matches.count == 1 else { throw ViewHostError.ambiguousRow(text: text, rows: matches.map(\.text)) }
        match.delete(IndexSet(integer: match.offset))
        flush()
    }

    /// The rows ``deleteRow(_:)`` can delete (those of lists with an `onDelete` action), each as
    /// its line of text.
    ///
    /// - Returns: The rows' texts, in tree order.
    public func deletableRows() -> [String] {
        deletableRowList().map(\.text)
    }

    private func deletableRowList() -> [(text: String, offset: Int, delete: @MainActor (IndexSet) -> Void)] {
        flush()
        var rows: [(text: String, offset: Int, delete: @MainActor (IndexSet) -> Void)] = []
        makeAllRows()
        rootNode?.walkShown { node in
            guard let delete = (node.view as? any RowDeleting)?.deleteAction, let list = node.firstForEach else {
                return
            }
            for (offset, row) in list.children.enumerated() {
                rows.append((row.rendered(RenderContext()).singleLine, offset, delete))
            }
        }
        return rows
    }
}

extension Node {
    /// The `ForEach` this node is or wraps (following first children).
    fileprivate var firstForEach: Node? {
        var node: Node? = self
        while let current = node, !(current.castableView is any ForEachMarker) {
            node = current.children.first
        }
        return node
    }
}
