/// Brings the rows of a node whose children are made from data (a `ForEach`, see ``RowSource``)
/// up to date, the cheapest right way first:
///
/// 1. **Changed rows only**: when the data differs from the last by recorded element writes only
///    (and the node is dirty, if at all, only because its rows read some of those elements), the
///    rows of those elements are made again; the others, and what they read, are kept.
/// 2. **Edited rows only**: when one run of elements was replaced (an element appended, inserted
///    or removed) or one element moved, and the rest are the same elements (told from their
///    bytes, see ``ElementDiff``), only those rows are made, removed or moved.
/// 3. **In place**: when the same elements (by id) are in the same places, every row is made again
///    and only the rows whose view changed are updated.
/// 4. **By id**: the rows are made again and reconciled with the mounted ones by id.
///
/// Inside a list, rows are made on demand: only as many as were made before are kept up to date
/// (a render asks for more with ``ensureRows(of:upTo:)``).
///
/// Rows that are leaf views (`Text`) are kept as values, not nodes: the `ForEach` remembers them
/// and renders them itself, and their nodes are made only when something asks for the node's
/// children (finding views, a tree dump); from then on they are nodes like any other rows.
@MainActor
enum RowReconciler {
    /// Updates `node`'s rows from `rows` (its new value), given what else changed.
    static func update(_ node: Node, rows: any RowSource, environment: EnvironmentValues, change: PendingChange) {
        if node.primitiveState == nil, rows.rowsAreLeaves { node.rowsAreValues = true }
        let made = node.madeRowCount
        if made > 0, let elements = change.elementsOnly {
            var updated = false
            Dependencies.track(node, adding: true) {
                updated =
                    rows.updateChangedRows(of: node, environment: environment, alsoChanged: elements)
                    || (elements.isEmpty && rows.updateEditedRows(of: node, environment: environment))
            }
            if updated { return }
        }
        node.dependencies.removeAll(readBy: node)
        let count = node.rowsAreMadeOnDemand ? min(made, rows.rowCount) : rows.rowCount
        if count == made, count > 0 {
            var updated = false
            Dependencies.track(node) {
                updated = rows.updateRowsInPlace(of: node, count: count, environment: environment)
            }
            if updated { return }
        }
        var list = ChildList(owner: node, collectsEntries: !node.rowsAreValues)
        Dependencies.track(node) { rows.makeRows(0..<count, into: &list) }
        if node.rowsAreValues {
            // Their text, like the rows, goes after the update (see `makeRows`).
            if let groups = node.renderedRowGroups { node.host?.deferredReleases.keep(groups) }
            node.renderedRowGroups = nil
        } else {
            node.reconcile(list, environment: environment)
        }
    }

    /// Makes the first `count` rows of a list's `node`, if fewer are made.
    static func ensureRows(of node: Node, upTo count: Int) {
        guard let rows = node.lazyRows else { return }
        let made = node.madeRowCount
        let target = min(count, rows.rowCount)
        guard target > made else { return }
        var list = ChildList(owner: node, collectsEntries: !node.rowsAreValues)
        Dependencies.track(node, adding: true) { rows.makeRows(made..<target, into: &list) }
        if node.rowsAreValues {
            node.renderedRowGroups = nil
            node.invalidateRenderCache()
        } else {
            node.appendChildren(list, environment: node.childEnvironment())
        }
    }

    /// Makes nodes of the rows `node` keeps as values (something asked for its children).
    static func makeRowNodes(of node: Node) {
        guard node.rowsAreValues, let rows = node.view as? any RowSource else { return }
        node.rowsAreValues = false
        var list = ChildList(owner: node)
        rows.listRowsMade(of: node, into: &list)
        node.appendChildren(list, environment: node.childEnvironment())
    }
}

extension PendingChange {
    /// The elements that changed when nothing else did (empty when nothing did); nil otherwise.
    fileprivate var elementsOnly: [ElementChange]? {
        switch self {
        case .nothing: []
        case .elements(let changes): changes
        case .anything: nil
        }
    }
}

extension Node {
    /// True when this node's rows are made as a render shows them (a `ForEach` in a list).
    var rowsAreMadeOnDemand: Bool {
        kind.isRowSource && environment.listRows.makesRowsOnDemand
    }

    /// The row source when this node makes its rows on demand.
    var lazyRows: (any RowSource)? {
        rowsAreMadeOnDemand ? view as? any RowSource : nil
    }

    /// How many rows are made, as nodes or as values.
    var madeRowCount: Int {
        rowsAreValues ? (view as? any RowSource)?.valueRowCount(of: self) ?? 0 : childNodes.count
    }

    /// Makes the first `count` rows, if fewer are made.
    func ensureRows(upTo count: Int) {
        RowReconciler.ensureRows(of: self, upTo: count)
    }
}
