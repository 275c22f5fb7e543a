/// Brings the rows of a node whose children are made from data (a `ForEach`, see ``RowSource``)
/// up to date, the cheapest right way first:
///
/// 1. **Changed rows only**: when the data differs from the last by recorded element writes only
///    (and the node is dirty, if at all, only because its rows read some of those elements), the
///    rows of those elements are made again; the others, and what they read, are kept.
/// 2. **In place**: when the same elements (by id) are in the same places, every row is made again
///    and only the rows whose view changed are updated.
/// 3. **By id**: the rows are made again and reconciled with the mounted ones by id.
///
/// Inside a list, rows are made on demand: only as many as were made before are kept up to date
/// (a render asks for more with ``ensureRows(of:upTo:)``).
@MainActor
enum RowReconciler {
    /// Updates `node`'s rows from `rows` (its new value), given what else changed.
    static func update(_ node: Node, rows: any RowSource, environment: EnvironmentValues, change: PendingChange) {
        if !node.children.isEmpty, let elements = change.elementsOnly {
            var updated = false
            Dependencies.track(node, adding: true) {
                updated = rows.updateChangedRows(of: node, environment: environment, alsoChanged: elements)
            }
            if updated { return }
        }
        node.dependencies.removeAll(readBy: node)
        let count = node.rowsAreMadeOnDemand ? min(node.children.count, rows.rowCount) : rows.rowCount
        if count == node.children.count, count > 0 {
            var updated = false
            Dependencies.track(node) {
                updated = rows.updateRowsInPlace(of: node, count: count, environment: environment)
            }
            if updated { return }
        }
        var list = ChildList(owner: node)
        Dependencies.track(node) { rows.makeRows(0..<count, into: &list) }
        node.reconcile(list, environment: environment)
    }

    /// Makes (and mounts) the first `count` rows of a list's `node`, if fewer are made.
    static func ensureRows(of node: Node, upTo count: Int) {
        guard let rows = node.lazyRows else { return }
        let target = min(count, rows.rowCount)
        guard target > node.children.count else { return }
        var list = ChildList(owner: node)
        Dependencies.track(node, adding: true) { rows.makeRows(node.children.count..<target, into: &list) }
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
        kind.isRowSource && environment.listRows != .outside
    }

    /// The row source when this node makes its rows on demand.
    var lazyRows: (any RowSource)? {
        rowsAreMadeOnDemand ? view as? any RowSource : nil
    }

    /// Makes (and mounts) the first `count` rows, if fewer are made.
    func ensureRows(upTo count: Int) {
        RowReconciler.ensureRows(of: self, upTo: count)
    }
}
