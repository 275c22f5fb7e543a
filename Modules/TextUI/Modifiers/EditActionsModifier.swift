/// A view that builds its views from a collection (`ForEach`), so rows can be deleted and moved.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// Rows with delete and move actions. The host deletes a row with `deleteRow(_:)` and moves one with
/// `moveRow(_:to:)`; in edit mode (`\.editMode`) deletable rows show `⊖ ` before them and movable
/// rows ` ≡` after them.
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

/// A modifier node whose rows can be moved.
@MainActor
protocol RowMoving {
    var moveAction: (@MainActor (IndexSet, Int) -> Void)? { get }
}

extension EditableRowsContent: PrimitiveView, RowDeleting, RowMoving {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var deleteAction: (@MainActor (IndexSet) -> Void)? { onDelete }
    var moveAction: (@MainActor (IndexSet, Int) -> Void)? { onMove }

    func makeChildren(_ children: inout ChildList) {
        _ = children.owner.environment.isEditing  // the rows show the mode: depend on it
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let rows = node.renderChildren(context)
        guard node.environment.isEditing else { return rows }
        return Self.markEditable(rows, deletable: onDelete != nil, movable: onMove != nil)
    }
}

extension DynamicViewContent {
    /// Rows as edit mode shows them: `⊖ ` before a deletable row, ` ≡` after a movable one.
    static func markEditable(_ rows: [Block], deletable: Bool, movable: Bool) -> [Block] {
        rows.map { row in
            guard row.role == .content, !row.hasNoLines else { return row }
            var marked = row
            if deletable { marked = marked.prefixingLines(width: 2) { $0 == 0 ? "⊖ " : "  " } }
            if movable {
                var lines = marked.lines
                lines[0] += " ≡"
                var moved = Block(lines: lines)
                moved.emphasis = marked.emphasis
                marked = moved
            }
            return marked
        }
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

    /// Lets rows be moved: `action` receives their offsets and the destination offset (the host
    /// moves a row with `moveRow(_:to:)`).
    ///
    /// - Parameter action: Receives the offsets of the rows to move and the offset, in the rows as
    ///   they were, to move them before; nil makes no row movable.
    /// - Returns: This content, whose rows the host moves with `moveRow(_:to:)`.
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
    /// `onDelete` action, as swiping it away (or its delete control in edit mode) does.
    ///
    /// - Parameter text: The row's whole text, or a part of it when no row's text equals it.
    /// - Throws: ``ViewHostError/notMounted`` when the host is unmounted,
    ///   ``ViewHostError/rowNotFound(text:available:)`` when no deletable row shows `text`, or
    ///   ``ViewHostError/ambiguousRow(text:rows:)`` when several do.
    public func deleteRow(_ text: String) throws {
        let (row, action) = try editableRow(text) { ($0.view as? any RowDeleting)?.deleteAction }
        operating { action(IndexSet(integer: row.offset)) }
        flush()
    }

    /// Moves the row whose text is `text` (or contains it), from the rows that have an `onMove`
    /// action, so that it ends up at `position` among them, as dragging its handle does: the
    /// action receives SwiftUI's offsets (the destination counted in the rows as they were).
    ///
    /// ```swift
    /// struct Queue: View {
    ///     @State private var films = ["Alien", "Heat", "Up"]
    ///     var body: some View {
    ///         List {
    ///             ForEach(films, id: \.self) { Text($0) }
    ///                 .onMove { films.move(fromOffsets: $0, toOffset: $1) }
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Queue())
    /// try host.moveRow("Up", to: 0)
    /// print(host.render())  // Up, Alien, Heat (one a line)
    /// ```
    ///
    /// - Parameters:
    ///   - text: The row's whole text, or a part of it when no row's text equals it.
    ///   - position: Where the row ends up, from 0 (first) to the number of rows less one.
    /// - Throws: ``ViewHostError/rowNotFound(text:available:)`` when no movable row shows `text`,
    ///   ``ViewHostError/ambiguousRow(text:rows:)`` when several do,
    ///   ``ViewHostError/rowPositionOutOfRange(text:position:count:)`` when there is no such place.
    public func moveRow(_ text: String, to position: Int) throws {
        let (row, action) = try editableRow(text) { ($0.view as? any RowMoving)?.moveAction }
        guard (0..<row.count).contains(position) else {
            throw ViewHostError.rowPositionOutOfRange(text: text, position: position, count: row.count)
        }
        guard position != row.offset else { return }
        let destination = position > row.offset ? position + 1 : position
        operating { action(IndexSet(integer: row.offset), destination) }
        flush()
    }

    /// The rows ``deleteRow(_:)`` can delete (those of lists with an `onDelete` action), each as
    /// its line of text, for tools that offer them (not rows that show nothing).
    ///
    /// - Returns: The rows' texts, in tree order.
    public func deletableRows() -> [String] {
        editableRows { ($0.view as? any RowDeleting)?.deleteAction }.map(\.text).filter { !$0.isEmpty }
    }

    /// The rows ``moveRow(_:to:)`` can move (those of lists with an `onMove` action), each as its
    /// line of text, for tools that offer them (not rows that show nothing).
    ///
    /// - Returns: The rows' texts, in tree order.
    public func movableRows() -> [String] {
        editableRows { ($0.view as? any RowMoving)?.moveAction }.map(\.text).filter { !$0.isEmpty }
    }

    /// The rows of the lists with an action (`action` gives a modifier node's), each with its text.
    private func editableRows<Action>(
        action: (Node) -> Action?
    ) -> [(text: String, offset: Int, count: Int, action: Action)] {
        flush()
        var rows: [(text: String, offset: Int, count: Int, action: Action)] = []
        makeAllRows()
        rootNode?.walkShown { node in
            guard let found = action(node), let list = node.firstForEach else { return }
            let children = list.children
            for (offset, row) in children.enumerated() {
                rows.append((row.rendered(RenderContext()).singleLine, offset, children.count, found))
            }
        }
        return rows
    }

    /// The row of the rows with an action (`action` gives a modifier node's) that shows `text`.
    private func editableRow<Action>(
        _ text: String, action: (Node) -> Action?
    ) throws -> (row: (offset: Int, count: Int), action: Action) {
        guard rootNode != nil else { throw ViewHostError.notMounted }
        let rows = editableRows(action: action)
        var matches = rows.filter { $0.text == text }
        if matches.isEmpty { matches = rows.filter { $0.text.contains(text) } }
        guard let match = matches.first else {
            // A row that shows nothing (its content left out by an `if`) is no row to name.
            throw ViewHostError.rowNotFound(text: text, available: rows.map(\.text).filter { !$0.isEmpty })
        }
        guard matches.count == 1 else { throw ViewHostError.ambiguousRow(text: text, rows: matches.map(\.text)) }
        return ((match.offset, match.count), match.action)
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
