/// Making and updating rows from data (see ``RowSource`` and ``RowReconciler``). Rows are
/// remembered, typed, in the node's ``RowMemory``; rows that are leaf views are kept only there.
extension ForEach: RowSource {
    var rowCount: Int { data.count }

    var rowsAreLeaves: Bool { LeafRows<Content>.areLeaves }

    func valueRowCount(of node: Node) -> Int {
        (node.primitiveState as? RowMemory<Data, ID, Content>)?.rows.count ?? 0
    }

    func listRowsMade(of node: Node, into children: inout ChildList) {
        guard let memory = node.primitiveState as? RowMemory<Data, ID, Content> else { return }
        var counter = RowIDCounter<ID>()
        children.entries.reserveCapacity(memory.rows.count)
        for (offset, (id, row)) in zip(memory.ids, memory.rows).enumerated() {
            let occurrence = counter.occurrence(of: id, earlier: Array(memory.ids[..<offset]))
            children.append(occurrence == 0 ? .id(AnyHashable(id)) : .duplicate(AnyHashable(id), occurrence), row)
        }
    }

    func makeRows(_ range: Range<Int>, into children: inout ChildList) {
        guard !range.isEmpty else { return }
        let owner = children.owner
        let memory: RowMemory<Data, ID, Content>
        if range.lowerBound == 0 || !(owner.primitiveState is RowMemory<Data, ID, Content>) {
            memory = RowMemory()
            owner.primitiveState = memory
        } else {
            memory = owner.primitiveState as! RowMemory<Data, ID, Content>
        }
        memory.source = self
        // The memory's arrays are taken out while rows are made (and put back after), so that
        // each row costs appends to local arrays, not accesses to an object's properties.
        var ids = memory.ids
        var rows = memory.rows
        var counter = memory.counter
        var isComplete = memory.isComplete
        (memory.ids, memory.rows) = ([], [])
        defer { (memory.ids, memory.rows, memory.counter, memory.isComplete) = (ids, rows, counter, isComplete) }
        ids.reserveCapacity(ids.count + range.count)
        rows.reserveCapacity(rows.count + range.count)
        counter.reserve(range.count)
        children.entries.reserveCapacity(children.entries.count + range.count)
        var duplicates: [AnyHashable] = []
        var index = data.index(data.startIndex, offsetBy: range.lowerBound)
        for offset in range {
            let typedID = identify(data, index)
            let row = makeRow(offset, from: index, for: owner)
            data.formIndex(after: &index)
            let occurrence = counter.occurrence(of: typedID, earlier: ids)
            if offset == rows.count {
                ids.append(typedID)
                rows.append(row)
            } else {
                isComplete = false
            }
            if occurrence > 0 {
                duplicates.append(AnyHashable(typedID))
                isComplete = false
            }
            guard children.collectsEntries else { continue }
            children.append(
                occurrence == 0 ? .id(AnyHashable(typedID)) : .duplicate(AnyHashable(typedID), occurrence), row)
        }
        if !duplicates.isEmpty {
            RuntimeWarnings.emit(
                .duplicateID,
                "ForEach<\(Data.self)>: the ids \(Set(duplicates).map { "\($0.base)" }.sorted()) occur more than once; "
                    + "their views are told apart by position, so state may move between them."
            )
        }
    }

    func updateRowsInPlace(of node: Node, count: Int, environment: EnvironmentValues) -> Bool {
        guard let memory = node.primitiveState as? RowMemory<Data, ID, Content>, memory.isComplete,
            memory.ids.count == count, node.madeRowCount == count, data.count >= count
        else { return false }
        var index = data.startIndex
        for offset in 0..<count {
            guard identify(data, index) == memory.ids[offset] else { return false }
            data.formIndex(after: &index)
        }
        let comparison = Sameness.comparison(for: Content.self)
        index = data.startIndex
        for offset in 0..<count {
            updateRow(offset, from: index, of: node, memory, comparison, environment)
            data.formIndex(after: &index)
        }
        memory.source = self
        return true
    }

    func updateChangedRows(of node: Node, environment: EnvironmentValues, alsoChanged: [ElementChange]) -> Bool {
        guard let memory = node.primitiveState as? RowMemory<Data, ID, Content>, memory.isComplete,
            let made = memory.source, memory.ids.count == node.madeRowCount, data.count == made.data.count,
            identification == made.identification, makesRowsLike(made), bindsLike(made),
            let old = BufferIdentity.of(made.data), let new = BufferIdentity.of(data),
            let changed = node.host?.changeJournal.changedOffsets(from: old, to: new)
        else { return false }
        guard dataAccounts(for: alsoChanged, changed: changed, in: node) else { return false }
        let offsets = Set(changed.filter { $0 < memory.ids.count }).sorted()
        var indices: [Data.Index] = []
        indices.reserveCapacity(offsets.count)
        for offset in offsets {
            let index = data.index(data.startIndex, offsetBy: offset)
            guard identify(data, index) == memory.ids[offset] else { return false }
            indices.append(index)
        }
        let comparison = Sameness.comparison(for: Content.self)
        for (offset, index) in zip(offsets, indices) {
            updateRow(offset, from: index, of: node, memory, comparison, environment)
        }
        memory.source = self
        return true
    }

    /// Makes the row for the element at `index` again and updates the row at `offset` with it,
    /// unless it is the same view as the one made last time (in the same environment). A row kept
    /// as a value is replaced, and its group of rendered rows made again.
    private func updateRow(
        _ offset: Int, from index: Data.Index, of node: Node, _ memory: RowMemory<Data, ID, Content>,
        _ comparison: (Content, Content) -> Bool, _ environment: EnvironmentValues
    ) {
        let row = makeRow(offset, from: index, for: node)
        guard !node.rowsAreValues else {
            if comparison(memory.rows[offset], row) { return }
            memory.rows[offset] = row
            node.renderedRowGroups?.invalidate(row: offset)
            return
        }
        let child = node.children[offset]
        if child.environment == environment, comparison(memory.rows[offset], row) { return }
        memory.rows[offset] = row
        child.update(row, environment: environment)
    }

    /// The row for the element at `index`, noting which row is being made (an element its content
    /// reads is then known to be its own, or not).
    private func makeRow(_ offset: Int, from index: Data.Index, for node: Node) -> Content {
        node.dependencies.rowBeingMade = offset
        defer { node.dependencies.rowBeingMade = nil }
        return content(data[index])
    }

    /// True when the elements `alsoChanged` (which rows read, and which changed) are elements of
    /// this data's own storage among `changed`, each read only by its own row, so making those
    /// rows again covers them.
    private func dataAccounts(for alsoChanged: [ElementChange], changed: [Int], in node: Node) -> Bool {
        guard !alsoChanged.isEmpty else { return true }
        guard !node.dependencies.readElementsOutsideTheirRows else { return false }
        guard let signal = (data as? any BoundElements)?.storageSignal else { return false }
        let changedSet = Set(changed)
        return alsoChanged.allSatisfy { $0.signal == ObjectIdentifier(signal) && changedSet.contains($0.offset) }
    }
}
