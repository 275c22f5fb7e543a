/// Rows of elements inserted, removed or moved (see ``RowSource/updateEditedRows(of:environment:)``):
/// `rows.append(row)`, `rows.remove(at: i)`, `rows.move(fromOffsets:toOffset:)` in an action or a
/// model give the `ForEach` an array whose other elements are those it made rows of; only the
/// edited rows are made, unmounted or moved, and the others keep their nodes, their state and
/// their rendering.
extension ForEach where Content: View {
    /// At most this many rows are made or removed by one edit (more cost what making every row
    /// again costs).
    private static var editLimit: Int { 64 }

    func updateEditedRows(of node: Node, environment: EnvironmentValues) -> Bool {
        guard let memory = node.primitiveState as? RowMemory<Data, ID, Content>, memory.isComplete,
            let made = memory.source, memory.ids.count == node.madeRowCount, memory.ids.count == made.data.count,
            identification == made.identification, makesRowsLike(made), bindsLike(made),
            node.rowsAreValues || node.childNodes.first.map({ $0.environment == environment }) ?? true,
            let edit = ElementDiff.edit(from: made.data, to: data, atMost: Self.editLimit)
        else { return false }
        switch edit {
        case .splice(let offset, let removing, let inserting):
            guard splice(at: offset, removing: removing, inserting: inserting, of: node, memory, environment)
            else { return false }
        case .move(let from, let to):
            memory.ids.insert(memory.ids.remove(at: from), at: to)
            memory.rows.insert(memory.rows.remove(at: from), at: to)
            if node.rowsAreValues {
                node.renderedRowGroups?.move(from: from, to: to)
            } else {
                node.moveChild(from: from, to: to)
            }
        }
        memory.source = self
        return true
    }

    /// Makes the rows of the `inserting` elements at `offset` and puts them in place of the
    /// `removing` rows there; false, having changed nothing, when a new row's id is already a row's
    /// (elements reordered or written in place keep their rows: the caller reconciles them by id).
    private func splice(
        at offset: Int, removing: Int, inserting: Int, of node: Node, _ memory: RowMemory<Data, ID, Content>,
        _ environment: EnvironmentValues
    ) -> Bool {
        let removed = offset..<(offset + removing)
        var ids: [ID] = []
        var rows: [Content] = []
        ids.reserveCapacity(inserting)
        rows.reserveCapacity(inserting)
        let indices = RowIndices(data)
        for row in offset..<(offset + inserting) {
            let index = indices[row]
            ids.append(identify(data, index))
            node.rowBeingMade = row
            rows.append(content(data[index]))
        }
        node.rowBeingMade = nil
        let removedIDs = Set(memory.ids[removed])
        guard !ids.contains(where: removedIDs.contains) else { return false }
        // A repeated id: the rows are told apart by position, which the caller works out anew.
        let kept = [memory.ids[..<removed.lowerBound], memory.ids[removed.upperBound...]].joined()
        guard memory.counter.occurrences(of: ids[...], after: kept) == nil else {
            memory.isComplete = false
            return false
        }
        memory.ids.replaceSubrange(removed, with: ids)
        memory.rows.replaceSubrange(removed, with: rows)
        if node.rowsAreValues {
            node.renderedRowGroups?.splice(at: offset, removing: removing, inserting: inserting)
        } else {
            var list = ChildList(owner: node)
            for (id, row) in zip(ids, rows) {
                list.append(RowBatch<ID, Content>.key(id, occurrence: 0), row)
            }
            node.spliceChildren(at: offset, removing: removing, inserting: list, environment: environment)
        }
        return true
    }
}
