/// A view for each element of a collection. Each element's id is part of its view's identity, so
/// a row keeps its state when elements move and loses it when its element is removed.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// Builds the view for an element.
    public var content: (Data.Element) -> Content
    /// The id of the element at an index of the data (read without recording a dependency on
    /// each element: a bound collection's ids come from the value the rows were made from).
    let identify: (Data, Data.Index) -> ID
    /// What `identify` reads, so two values can tell they identify elements alike.
    let identification: AnyKeyPath
    /// The caller's closure as it was given, when `content` had to wrap it (see
    /// ``BindingRowContent``): two values with the same one make the same rows.
    var contentSource: Any?

    /// A view for each element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.identify = { $0[$1][keyPath: id] }
        self.identification = id
    }

    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each `Identifiable` element. (Disfavored so that `ForEach($items)` picks the
    /// binding initializer, whose element bindings follow their element by id.)
    @_disfavoredOverload
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[$1].id }
        self.identification = \Data.Element.id
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[$1] }
        self.identification = \Int.self
    }
}

extension ForEach {
    /// A view for each element of a bound collection of `Identifiable` elements, given a binding to
    /// its element. The binding finds its element by id, so it follows the element after a reorder.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IdentifiedElementBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.data = IdentifiedElementBindings(data)
        self.content = content
        self.identify = { $0.snapshot[$1].id }
        self.identification = \Binding<C.Element>.id
        self.contentSource = BindingRowContent(make: content)
    }

    /// A view for each element of a bound collection, identified by `id`, given a binding to its
    /// element (by position).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>,
        id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.data = data
        self.content = content
        self.identify = { $0.wrappedValue[$1][keyPath: id] }
        self.identification = id
    }
}

/// Marks `ForEach` nodes (a `Picker` tags their rows with their ids).
protocol ForEachMarker {}

extension ForEach: ForEachMarker {}

extension ForEach: PrimitiveView {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    /// The rows; inside a list only the rows shown are made. In a list with a selection, each row
    /// without a tag of its own is marked by its id.
    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        var rows = node.children[...]
        var elided = 0
        if node.lazyRows != nil {
            let shown = min(context.rowLimit ?? rowCount, rowCount)
            node.ensureRows(upTo: shown)
            rows = node.children.prefix(shown)
            elided = rowCount - rows.count
        }
        let selection = node.environment.listRowSelection
        if node.lazyRows != nil, node.environment.listRows == .rows, context.rowLimit == nil, selection == nil,
            rows.count > RowGroups.size
        {
            // Every row of a long list, shown one below another: in groups whose text is reused.
            return node.rowGroups(count: rows.count).blocks(of: rows, context)
        }
        var blocks: [Block] = []
        for child in rows {
            let rendered = child.rendered(context)
            guard let selection, case .id(let id) = child.key, !child.containsTag else {
                blocks.append(contentsOf: rendered)
                continue
            }
            blocks.append(contentsOf: selection.mark(rendered, isSelected: selection.selected.contains(id)))
        }
        if elided > 0 { blocks.append(.elided(elided)) }
        return blocks
    }

    func makeChildren(_ children: inout ChildList) {
        makeRows(0..<rowCount, into: &children)
    }
}

extension ForEach: RowSource {
    var rowCount: Int { data.count }

    func makeRows(_ range: Range<Int>, into children: inout ChildList) {
        guard !range.isEmpty else { return }
        children.entries.reserveCapacity(children.entries.count + range.count)
        let memory: RowMemory<Data, ID, Content>
        if range.lowerBound == 0 || !(children.owner.primitiveState is RowMemory<Data, ID, Content>) {
            memory = RowMemory()
            children.owner.primitiveState = memory
        } else {
            memory = children.owner.primitiveState as! RowMemory<Data, ID, Content>
        }
        memory.source = self
        var duplicates: [AnyHashable] = []
        var index = data.index(data.startIndex, offsetBy: range.lowerBound)
        for offset in range {
            let typedID = identify(data, index)
            let row = makeRow(offset, from: index, for: children.owner)
            data.formIndex(after: &index)
            memory.remember(typedID, row, at: offset)
            let occurrence = memory.occurrence(of: typedID)
            if occurrence == 0 {
                children.append(.id(AnyHashable(typedID)), row)
            } else {
                duplicates.append(AnyHashable(typedID))
                memory.isComplete = false
                children.append(.duplicate(AnyHashable(typedID), occurrence), row)
            }
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
            memory.ids.count == count, node.children.count == count, data.count >= count
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
            let made = memory.source, memory.ids.count == node.children.count, data.count == made.data.count,
            identification == made.identification, makesRowsLike(made), bindsLike(made),
            let old = BufferIdentity.of(made.data), let new = BufferIdentity.of(data),
            let changed = node.host?.changeJournal.changedOffsets(from: old, to: new)
        else { return false }
        guard dataAccounts(for: alsoChanged, changed: changed, in: node) else { return false }
        let offsets = Set(changed.filter { $0 < node.children.count }).sorted()
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
    /// unless it is the same view as the one made last time (in the same environment).
    private func updateRow(
        _ offset: Int, from index: Data.Index, of node: Node, _ memory: RowMemory<Data, ID, Content>,
        _ comparison: (Content, Content) -> Bool, _ environment: EnvironmentValues
    ) {
        let row = makeRow(offset, from: index, for: node)
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

extension ForEach {
    /// True unless the rows are given bindings into the data and `other`'s rows were given
    /// bindings to another storage (rows kept from `other` would still write there).
    func bindsLike(_ other: ForEach) -> Bool {
        guard let bindings = data as? any BoundElements else { return true }
        return bindings.bindTheSameStorage(as: other.data)
    }

    /// True when this value's content closure is certainly the one `other` has (the same code and
    /// the same captured context), so both make the same row for the same element.
    func makesRowsLike(_ other: ForEach) -> Bool {
        guard let contentSource, let otherSource = other.contentSource else {
            return ValueComparison.haveSameBytes(content, other.content)
        }
        return ValueComparison.areSame(contentSource, otherSource)
    }
}
