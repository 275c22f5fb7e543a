/// Making and updating rows from data (see ``RowSource`` and ``RowReconciler``). Rows are
/// remembered, typed, in the node's ``RowMemory``; rows that are leaf views are kept only there.
extension ForEach: RowSource where Content: View {
    var rowCount: Int { data.count }

    var rowsAreLeaves: Bool { LeafRows<Content>.areLeaves }

    func valueRowCount(of node: Node) -> Int {
        (node.primitiveState as? RowMemory<Data, ID, Content>)?.rows.count ?? 0
    }

    func listRowsMade(of node: Node, into children: inout ChildList) {
        guard let memory = node.primitiveState as? RowMemory<Data, ID, Content> else { return }
        var counter = RowIDCounter<ID>()
        let occurrences = counter.occurrences(of: memory.ids[...], after: [])
        children.entries.reserveCapacity(memory.rows.count)
        // By position (see `RowBatch.countIDs`).
        for offset in 0..<min(memory.ids.count, memory.rows.count) {
            let key = RowBatch<ID, Content>.key(memory.ids[offset], occurrence: occurrences?[offset] ?? 0)
            children.append(key, memory.rows[offset])
        }
    }

    func makeRows(_ range: Range<Int>, into children: inout ChildList) {
        guard !range.isEmpty else { return }
        let owner = children.owner
        let memory: RowMemory<Data, ID, Content>
        if range.lowerBound == 0 || !(owner.primitiveState is RowMemory<Data, ID, Content>) {
            memory = RowMemory()
            // The rows made last time (100,000 views take milliseconds to destroy) go after the update.
            if let made = owner.primitiveState { owner.host?.deferredReleases.keep(made) }
            owner.primitiveState = memory
        } else {
            memory = owner.primitiveState as! RowMemory<Data, ID, Content>
        }
        memory.source = self
        var batch = RowBatch<ID, Content>(taking: memory)
        defer { batch.store(in: memory) }
        // The elements of an array are read from its buffer: reading them through the collection
        // in generic code allocates for each element.
        let madeFromBuffer: Void? = identifyElement.flatMap { identifyElement in
            data.withContiguousStorageIfAvailable { elements in
                makeRows(range, from: elements, identifiedBy: identifyElement, into: &batch, for: owner)
            }
        }
        if madeFromBuffer == nil {
            batch.reserve(range.count)
            let indices = RowIndices(data)
            for offset in range {
                let element = indices.element(at: offset)
                let typedID = identifyElement?(element) ?? identify(data, indices[offset])
                batch.add(makeRow(offset, from: element, for: owner), id: typedID, at: offset)
            }
        }
        let duplicates = batch.countIDs(listingRowsIn: &children)
        if !duplicates.isEmpty {
            RuntimeWarnings.emit(
                .duplicateID,
                "ForEach<\(Data.self)>: the ids \(Set(duplicates).map { "\($0.base)" }.sorted()) occur more than "
                    + "once; their views are told apart by position, so state may move between them."
            )
        }
    }

    /// Makes the rows at `range` from the elements of the data's buffer.
    private func makeRows(
        _ range: Range<Int>, from elements: UnsafeBufferPointer<Data.Element>,
        identifiedBy identifyElement: (Data.Element) -> ID, into batch: inout RowBatch<ID, Content>, for owner: Node
    ) {
        batch.reserve(range.count)
        for offset in range {
            let element = elements[offset]
            batch.add(makeRow(offset, from: element, for: owner), id: identifyElement(element), at: offset)
        }
    }

    func updateRowsInPlace(of node: Node, count: Int, environment: EnvironmentValues) -> Bool {
        guard let memory = node.primitiveState as? RowMemory<Data, ID, Content>, memory.isComplete,
            memory.ids.count == count, node.madeRowCount == count, data.count >= count
        else { return false }
        if node.rowsAreValues, let made = memory.source, mostElementsChanged(since: made) { return false }
        let indices = RowIndices(data)
        let ids = memory.ids
        for offset in 0..<count where id(at: offset, indices) != ids[offset] {
            return false
        }
        let comparison = Sameness.comparison(for: Content.self)
        for offset in 0..<count {
            updateRow(offset, from: indices.element(at: offset), of: node, memory, comparison, environment)
        }
        memory.source = self
        return true
    }

    func updateChangedRows(of node: Node, environment: EnvironmentValues, alsoChanged: [ElementChange]) -> Bool {
        guard let memory = node.primitiveState as? RowMemory<Data, ID, Content>, memory.isComplete,
            let made = memory.source, memory.ids.count == node.madeRowCount, data.count == made.data.count,
            identification == made.identification, makesRowsLike(made), bindsLike(made),
            let changed = changedOffsets(since: made, in: node)
        else { return false }
        guard dataAccounts(for: alsoChanged, changed: changed, in: node) else { return false }
        let offsets = Set(changed.filter { $0 < memory.ids.count }).sorted()
        let rowIndices = RowIndices(data)
        var indices: [Data.Index] = []
        indices.reserveCapacity(offsets.count)
        for offset in offsets {
            let index = rowIndices[offset]
            guard identify(data, index) == memory.ids[offset] else { return false }
            indices.append(index)
        }
        let comparison = Sameness.comparison(for: Content.self)
        for (offset, index) in zip(offsets, indices) {
            updateRow(offset, from: data[index], of: node, memory, comparison, environment)
        }
        memory.source = self
        return true
    }

    /// The offsets of the elements that changed since the rows were made from `made`: those the
    /// host's journal recorded writes to, else those whose bytes or fields differ (see
    /// ``ElementDiff``); nil when that cannot be told or most changed.
    private func changedOffsets(since made: ForEach, in node: Node) -> [Int]? {
        if let old = BufferIdentity.of(made.data), let new = BufferIdentity.of(data),
            let recorded = node.host?.changeJournal.changedOffsets(from: old, to: new)
        {
            return recorded
        }
        return ElementDiff.changedOffsets(from: made.data, to: data, atMost: changedElementLimit)
    }

    /// Past this many changed elements, making the changed rows costs about what making every row
    /// anew does.
    private var changedElementLimit: Int { max(16, data.count / 8) }

    /// True when both the data and the data the rows were made from are arrays and more of their
    /// elements than ``changedElementLimit`` differ (told from their bytes, see ``ElementDiff``):
    /// then making each row again, comparing it with the old one and rendering the changed ones
    /// costs more than making and rendering every row anew (ids by offset after an element was
    /// removed or moved: every row after it changed).
    private func mostElementsChanged(since made: ForEach) -> Bool {
        guard BufferIdentity.of(made.data) != nil, BufferIdentity.of(data) != nil, made.data.count == data.count
        else { return false }
        return ElementDiff.changedOffsets(from: made.data, to: data, atMost: changedElementLimit) == nil
    }

    /// Makes the row for the element at `index` again and updates the row at `offset` with it,
    /// unless it is the same view as the one made last time (in the same environment). A row kept
    /// as a value is replaced, and its group of rendered rows made again.
    private func updateRow(
        _ offset: Int, from element: Data.Element, of node: Node, _ memory: RowMemory<Data, ID, Content>,
        _ comparison: (Content, Content) -> Bool, _ environment: EnvironmentValues
    ) {
        let row = makeRow(offset, from: element, for: node)
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

    /// The id of the element at `offset` (read as ``RowIndices/element(at:)`` reads it).
    @inline(__always)
    private func id(at offset: Int, _ indices: RowIndices<Data>) -> ID {
        if let identifyElement { return identifyElement(indices.element(at: offset)) }
        return identify(data, indices[offset])
    }

    /// The row for `element`, the one at `offset`, noting which row is being made (an element its
    /// content reads is then known to be its own, or not).
    private func makeRow(_ offset: Int, from element: Data.Element, for node: Node) -> Content {
        node.rowBeingMade = offset
        defer { node.rowBeingMade = nil }
        return content(element)
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

/// The rows one `makeRows` makes, taken out of the ``RowMemory`` while they are made (and put back
/// after), so that each row costs appends to local arrays, not accesses to an object's properties.
/// The ids of the rows made are counted once they are all made (see ``RowIDCounter``).
@MainActor
struct RowBatch<ID: Hashable, Content> {
    var ids: [ID]
    var rows: [Content]
    var counter: RowIDCounter<ID>
    var isComplete: Bool
    /// The first row made in this batch.
    private let firstRow: Int
    /// Rows made at other offsets than the next one (which are listed, not remembered): none,
    /// unless the rows made and the rows remembered disagree.
    private var strays: [(id: ID, row: Content)] = []

    /// Takes the rows `memory` remembers.
    init<Data>(taking memory: RowMemory<Data, ID, Content>) {
        (ids, rows, counter, isComplete) = (memory.ids, memory.rows, memory.counter, memory.isComplete)
        (memory.ids, memory.rows) = ([], [])
        firstRow = ids.count
    }

    /// Makes room for `count` more rows. (Called right before a loop that adds them, where it also
    /// looks up the generic types the loop uses once, not for each row.)
    @inline(__always)
    mutating func reserve(_ count: Int) {
        ids.reserveCapacity(ids.count + count)
        rows.reserveCapacity(rows.count + count)
    }

    /// Puts the rows back into `memory`.
    func store<Data>(in memory: RowMemory<Data, ID, Content>) {
        (memory.ids, memory.rows, memory.counter, memory.isComplete) = (ids, rows, counter, isComplete)
    }

    /// Remembers `row`, the one at `offset` (unless it was made before). (Inlined in the loops
    /// that make rows: a call would look up the generic types it uses again for each row.)
    @inline(__always)
    mutating func add(_ row: consuming Content, id typedID: consuming ID, at offset: Int) {
        guard offset == rows.count else {
            isComplete = false
            strays.append((typedID, row))
            return
        }
        ids.append(typedID)
        rows.append(row)
    }

    /// Counts the ids of the rows made, and lists the rows in `children` with their keys (a
    /// repeated id gets a key of its own); returns the ids met more than once.
    mutating func countIDs(listingRowsIn children: inout ChildList) -> [AnyHashable] where Content: View {
        // The rows made, in order: those at offsets before the next one came first.
        let madeIDs = strays.isEmpty ? ids[firstRow...] : ArraySlice(strays.map(\.id) + ids[firstRow...])
        let occurrences = counter.occurrences(of: madeIDs, after: ids[..<firstRow])
        var duplicates: [AnyHashable] = []
        if let occurrences {
            isComplete = false
            for (id, occurrence) in zip(madeIDs, occurrences) where occurrence > 0 {
                duplicates.append(AnyHashable(id))
            }
        }
        guard children.collectsEntries else { return duplicates }
        children.entries.reserveCapacity(children.entries.count + madeIDs.count)
        let madeRows = strays.isEmpty ? rows[firstRow...] : ArraySlice(strays.map(\.row) + rows[firstRow...])
        // By position, not by zipping and enumerating: in this generic code (not specialized for
        // the row's type) each step of those iterators costs thousands of instructions.
        let (idStart, rowStart) = (madeIDs.startIndex, madeRows.startIndex)
        for offset in 0..<madeIDs.count {
            let key = Self.key(madeIDs[idStart + offset], occurrence: occurrences?[offset] ?? 0)
            children.append(key, madeRows[rowStart + offset])
        }
        return duplicates
    }

    /// The key of a row: its id, and how many rows before it had that id, if any.
    static func key(_ id: ID, occurrence: Int) -> ChildKey {
        occurrence == 0 ? .id(AnyHashable(id)) : .duplicate(AnyHashable(id), occurrence)
    }
}
