/// One mounted view: its current value, its children, its `@State` storage, what its body read,
/// and its cached rendering. Its identity is its parent's identity plus its key and type.
@MainActor
final class Node {
    weak var host: ViewHost?
    private(set) weak var parent: Node?
    let key: ChildKey
    let typeID: ObjectIdentifier
    /// What built-in role the view's type plays (the type never changes for a node).
    let kind: ViewTypeInfo.Kind
    let depth: Int
    private(set) var view: any View {
        didSet { primitive = view as? any PrimitiveView }
    }
    /// The view as a built-in view, when it is one.
    private(set) var primitive: (any PrimitiveView)?
    private(set) var environment: EnvironmentValues
    private(set) var children: [Node] = []
    private(set) var stateStorages: [AnyStateStorage] = []
    private(set) var isMounted = true
    private(set) var isDirty = false
    /// Per-node memory of built-in views (a task's handle, an `onChange`'s last value...).
    var primitiveState: AnyObject?
    /// Why the node was last evaluated (what `_printChanges()` reports).
    private(set) var evaluationCause = EvaluationCause.identity
    /// While dirty: the elements (of collections it read element by element) whose change made it
    /// dirty, when nothing else did; nil once something else did.
    private var dirtyElements: [ElementChange]?
    /// For the evaluation under way: what changed besides the value from the parent, when that is
    /// only some elements (empty: nothing); nil when anything else changed.
    private var elementChangesOnly: [ElementChange]?
    /// The row a `ForEach` is making, while its content runs (see ``readElementsOutsideTheirRows``).
    var rowBeingMade: Int?
    /// True once an element was read while no row, or another row, was being made: then a change
    /// to one element may concern rows other than its own. (Reset with the dependencies.)
    private(set) var readElementsOutsideTheirRows = false
    private var sources: [ObjectIdentifier: ChangeSignal] = [:]
    private var observationGeneration = 0
    private var renderCache: (context: RenderContext, blocks: [Block])?
    private var lastChildEnvironment: EnvironmentValues?
    /// Where this node is among its parent's children.
    private var indexInParent = 0
    /// The rendering of this node's rows in groups (a long list's rows, rendered in full).
    private var renderedRowGroups: RowGroups?

    init(view: any View, key: ChildKey, parent: Node?, host: ViewHost, environment: EnvironmentValues) {
        self.view = view
        self.primitive = view as? any PrimitiveView
        self.key = key
        self.typeID = ObjectIdentifier(type(of: view))
        self.kind = ViewTypeInfo.kind(of: type(of: view))
        self.parent = parent
        self.host = host
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
    }

    /// The view for casts that look for a kind of view (`as? any Control`): nil for an optional's
    /// node, which a cast would unwrap into its content (the content has its own node).
    var castableView: (any View)? {
        kind.isOptional ? nil : view
    }

    /// The view as a control, when it is one.
    var control: (any Control)? {
        kind.isControl ? view as? any Control : nil
    }

    /// Mounts this node and its subtree: installs state, evaluates, starts lifecycle.
    func mount() {
        primitive?.didMount(self)
        evaluate()
    }

    /// Takes a new value from the parent. The body is re-evaluated only when the node is dirty, its
    /// environment changed, or the new value is not equivalent to the current one.
    func update(_ newView: any View, environment newEnvironment: EnvironmentValues) {
        let environmentChanged = newEnvironment != environment
        if !isDirty, !environmentChanged, ViewEquivalence.areEquivalent(view, newView) { return }
        evaluationCause = isDirty || environmentChanged ? .dependencies : .value
        elementChangesOnly = environmentChanged ? nil : isDirty ? dirtyElements : []
        let previous = view
        view = newView
        environment = newEnvironment
        evaluate()
        primitive?.didUpdate(self, from: previous)
    }

    /// Re-evaluates this node because something it read changed.
    func reevaluate() {
        guard isMounted, isDirty else { return }
        evaluationCause = .dependencies
        evaluate()
    }

    /// Marks this node for re-evaluation at the next flush.
    func invalidate() {
        guard isMounted else { return }
        dirtyElements = nil
        guard !isDirty else { return }
        isDirty = true
        host?.enqueue(self)
    }

    /// Marks this node for re-evaluation because the element at `offset` of a collection it read
    /// element by element (through `signal`) changed.
    func invalidate(element offset: Int, of signal: ChangeSignal) {
        guard isMounted else { return }
        let change = ElementChange(signal: ObjectIdentifier(signal), offset: offset)
        guard !isDirty else {
            dirtyElements?.append(change)
            if let count = dirtyElements?.count, count > CollectionChanges.capacity { dirtyElements = nil }
            return
        }
        isDirty = true
        dirtyElements = [change]
        host?.enqueue(self)
    }

    /// Unmounts the subtree: lifecycle ends, tasks are cancelled, state storage is dropped.
    func unmount() {
        guard isMounted else { return }
        primitive?.willUnmount(self)
        for child in children {
            child.unmount()
        }
        isMounted = false
        for storage in stateStorages {
            storage.isMounted = false
        }
        clearSources()
        host?.didUnmount(self)
    }

    func stateDidChange(_ storage: AnyStateStorage, from oldValue: Any, to newValue: Any, origin: UpdateOrigin) {
        host?.stateDidChange(
            StateChange(path: identityPath + "." + storage.name, oldValue: oldValue, newValue: newValue, origin: origin)
        )
    }

    func addSource(_ signal: ChangeSignal) {
        sources[ObjectIdentifier(signal)] = signal
    }

    // MARK: Evaluation

    private func evaluate() {
        isDirty = false
        dirtyElements = nil
        defer { elementChangesOnly = nil }
        var list = ChildList(owner: self)
        var childEnvironment = environment
        if let primitive {
            if childEnvironment.rendersListRows, !(primitive is any PassesListRowsThrough) {
                childEnvironment.rendersListRows = false
            }
            primitive.adjustEnvironment(&childEnvironment, self)
            childEnvironment = stableChildEnvironment(childEnvironment)
            if updateChangedRows(environment: childEnvironment) {
                invalidateRenderCache()
                return
            }
            clearSources()
            if let rows = lazyRows {
                reconcileRows(rows, environment: childEnvironment)
                invalidateRenderCache()
                return
            }
            if kind.isLazyRowSource, let rows = view as? any LazyRowSource, children.count == rows.rowCount,
                !children.isEmpty
            {
                var updated = false
                tracking {
                    updated = rows.updateRowsInPlace(of: self, count: children.count, environment: childEnvironment)
                }
                if updated {
                    invalidateRenderCache()
                    return
                }
            }
            tracking { primitive.makeChildren(&list) }
        } else {
            clearSources()
            connectDynamicProperties()
            host?.countBodyEvaluation(of: type(of: view))
            let body = tracking { Self.body(of: view) }
            list.append(.body, body)
        }
        reconcile(list, environment: childEnvironment)
        invalidateRenderCache()
    }

    /// `adjusted`, or the equal environment this node passed to its children last time, so that
    /// they see the very same environment and skip comparing it value by value.
    private func stableChildEnvironment(_ adjusted: EnvironmentValues) -> EnvironmentValues {
        if adjusted.isIdentical(to: environment) { return adjusted }
        if let lastChildEnvironment, lastChildEnvironment == adjusted { return lastChildEnvironment }
        lastChildEnvironment = adjusted
        return adjusted
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// Runs `work` recording what it reads (state and `@Observable` properties) as this node's
    /// dependencies: new ones (an evaluation), or more of the current ones (rows made later).
    private func tracking(adding: Bool = false, _ work: () -> Void) {
        let previous = Evaluation.current
        Evaluation.current = self
        defer { Evaluation.current = previous }
        if !adding { observationGeneration += 1 }
        let generation = observationGeneration
        withObservationTracking(work) { [weak self] in
            Node.observedChange(self, generation: generation)
        }
    }

    private func tracking(_ work: () -> any View) -> any View {
        var result: (any View)?
        tracking { result = work() }
        return result!
    }

    private nonisolated static func observedChange(_ node: Node?, generation: Int) {
        guard let node else { return }
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { node.observationChanged(generation) }
        } else {
            Task { @MainActor in node.observationChanged(generation) }
        }
    }

    private func observationChanged(_ generation: Int) {
        guard generation == observationGeneration else { return }
        invalidate()
    }

    private func clearSources() {
        for signal in sources.values {
            signal.removeReader(self)
        }
        sources.removeAll(keepingCapacity: true)
        readElementsOutsideTheirRows = false
    }

    /// Connects the view value's `@State` properties to this node's storage (made on first mount)
    /// and its `@Environment` properties to the node's environment, and makes the node observe
    /// the `ObservableObject`s of its object properties.
    private func connectDynamicProperties() {
        let fields = ViewTypeInfo.dynamicFields(of: view)
        guard !fields.isEmpty else { return }
        if stateStorages.isEmpty {
            stateStorages = fields.states.map { $0.property.makeStorage(name: $0.name) }
            for storage in stateStorages {
                storage.observer = self
            }
            if !stateStorages.isEmpty { host?.didMakeState(self) }
        }
        for (index, field) in fields.states.enumerated() where index < stateStorages.count {
            field.property.connect(to: stateStorages[index])
        }
        for property in fields.environments {
            property.connect(to: environment)
        }
        for property in fields.observers {
            property.observe(from: self)
        }
    }

    /// Re-evaluates this node whenever `signal` fires (until its next evaluation); with
    /// `element`, only when the element at that offset changes (or the whole value).
    func observe(_ signal: ChangeSignal, element offset: Int? = nil) {
        signal.addReader(self, element: offset)
        addSource(signal)
        if let offset, offset != rowBeingMade { readElementsOutsideTheirRows = true }
    }

    /// Forgets that the node needs evaluating (the host gave up on an update loop), so that the
    /// next change queues it again.
    func abandonPendingEvaluation() {
        isDirty = false
        dirtyElements = nil
    }

    // MARK: Reconciliation

    private struct ChildIdentity: Hashable {
        let key: ChildKey
        let typeID: ObjectIdentifier
    }

    private func reconcile(_ list: ChildList, environment childEnvironment: EnvironmentValues) {
        guard let host else { return }
        if children.isEmpty {
            children = list.entries.map { mountChild($0.view, key: $0.key, host: host, environment: childEnvironment) }
            childrenDidChange()
            return
        }
        if children.count == list.entries.count,
            zip(children, list.entries).allSatisfy({
                $0.key == $1.key && $0.typeID == ObjectIdentifier(type(of: $1.view))
            })
        {
            // The same children in the same places (the usual case): update each where it is.
            for (child, entry) in zip(children, list.entries) {
                child.update(entry.view, environment: childEnvironment)
            }
            return
        }
        var existing: [ChildIdentity: Node] = [:]
        existing.reserveCapacity(children.count)
        for child in children {
            existing[ChildIdentity(key: child.key, typeID: child.typeID)] = child
        }
        var kept: [Node?] = []
        kept.reserveCapacity(list.entries.count)
        for entry in list.entries {
            let identity = ChildIdentity(key: entry.key, typeID: ObjectIdentifier(type(of: entry.view)))
            kept.append(existing.removeValue(forKey: identity))
        }
        for child in children where existing[ChildIdentity(key: child.key, typeID: child.typeID)] === child {
            child.unmount()
        }
        var newChildren: [Node] = []
        newChildren.reserveCapacity(list.entries.count)
        for (entry, match) in zip(list.entries, kept) {
            if let match {
                match.update(entry.view, environment: childEnvironment)
                newChildren.append(match)
            } else {
                newChildren.append(mountChild(entry.view, key: entry.key, host: host, environment: childEnvironment))
            }
        }
        children = newChildren
        childrenDidChange()
    }

    /// Numbers the children anew (they were made, moved, added or removed).
    private func childrenDidChange() {
        for (index, child) in children.enumerated() {
            child.indexInParent = index
        }
        renderedRowGroups = nil
    }

    private func mountChild(_ view: any View, key: ChildKey, host: ViewHost, environment: EnvironmentValues) -> Node {
        let child = Node(view: view, key: key, parent: self, host: host, environment: environment)
        child.mount()
        return child
    }

    // MARK: Lazy rows

    /// The row source when this node makes its rows on demand (a `ForEach` inside a `List`).
    var lazyRows: (any LazyRowSource)? {
        guard kind.isLazyRowSource, environment.rowsAreLazy else { return nil }
        return view as? any LazyRowSource
    }

    /// Brings the rows already made up to date with the data: in place when the same elements are
    /// still in the same places (only rows whose view changed are updated), else by id.
    private func reconcileRows(_ source: any LazyRowSource, environment childEnvironment: EnvironmentValues) {
        let count = min(children.count, source.rowCount)
        var updated = false
        if count == children.count, count > 0 {
            tracking { updated = source.updateRowsInPlace(of: self, count: count, environment: childEnvironment) }
        }
        if updated { return }
        var list = ChildList(owner: self)
        tracking { source.makeRows(0..<count, into: &list) }
        reconcile(list, environment: childEnvironment)
    }

    /// For rows from data: updates only the rows whose elements changed, when the parent gave a new
    /// value whose data differs from the last by recorded element writes only (and the node itself
    /// is dirty, if at all, only because its rows read some of those elements). The rows not made
    /// again read what they read before, so the dependencies recorded so far are kept.
    private func updateChangedRows(environment childEnvironment: EnvironmentValues) -> Bool {
        guard let elementChanges = elementChangesOnly, kind.isLazyRowSource, !children.isEmpty,
            let rows = view as? any LazyRowSource
        else { return false }
        var updated = false
        tracking(adding: true) {
            updated = rows.updateChangedRows(of: self, environment: childEnvironment, alsoChanged: elementChanges)
        }
        return updated
    }

    /// Makes (and mounts) the first `count` rows, if fewer are made.
    func ensureRows(upTo count: Int) {
        guard let source = lazyRows else { return }
        let target = min(count, source.rowCount)
        guard target > children.count, let host else { return }
        var list = ChildList(owner: self)
        tracking(adding: true) { source.makeRows(children.count..<target, into: &list) }
        var environment = self.environment
        environment.rendersListRows = false
        primitive?.adjustEnvironment(&environment, self)
        environment = stableChildEnvironment(environment)
        for entry in list.entries {
            children.append(mountChild(entry.view, key: entry.key, host: host, environment: environment))
        }
        childrenDidChange()
        invalidateRenderCache()
    }

    // MARK: Rendering

    /// This node's rendering (cached until the node or a descendant changes).
    func rendered(_ context: RenderContext) -> [Block] {
        if let renderCache, renderCache.context == context { return renderCache.blocks }
        let blocks = primitive?.render(self, context) ?? renderChildren(context)
        renderCache = (context, blocks)
        return blocks
    }

    /// The children's renderings, in order.
    func renderChildren(_ context: RenderContext) -> [Block] {
        if children.count == 1 { return children[0].rendered(context) }
        var blocks: [Block] = []
        for child in children {
            blocks.append(contentsOf: child.rendered(context))
        }
        return blocks
    }

    /// The rendering of the first `count` rows in groups, kept from the last render when it
    /// covered as many rows.
    func rowGroups(count: Int) -> RowGroups {
        if let renderedRowGroups, renderedRowGroups.rowCount == count { return renderedRowGroups }
        let made = RowGroups(rowCount: count)
        renderedRowGroups = made
        return made
    }

    /// Drops this node's cached rendering and its ancestors'. (A cached node always has cached
    /// descendants, so the walk up stops at the first ancestor without a cache.) A parent that
    /// keeps its rows' text in groups drops the group of each node dropped.
    func invalidateRenderCache() {
        var node = self
        while true {
            node.renderCache = nil
            node.parent?.renderedRowGroups?.invalidate(row: node.indexInParent)
            guard let parent = node.parent, parent.renderCache != nil else { return }
            node = parent
        }
    }

    // MARK: Inspection

    /// This node's identity: type names from the root, with keys where they tell siblings apart
    /// (`Board/VStack/TupleView[0]/Player[1]`).
    var identityPath: String {
        var parts: [String] = []
        var node: Node? = self
        while let current = node {
            let name = ViewTypeInfo.name(of: type(of: current.view))
            parts.append(current.key == .body ? name : "\(name)[\(current.key)]")
            node = current.parent
        }
        return parts.reversed().joined(separator: "/")
    }

    /// Where the node is in the tree: its index among its siblings, for each ancestor from the
    /// root (sorting these gives tree order).
    var treePosition: [Int] {
        var position: [Int] = []
        var node = self
        while let parent = node.parent {
            position.append(parent.children.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return position.reversed()
    }

    /// Calls `visit` for this node and every descendant, depth first.
    func walk(_ visit: (Node) -> Void) {
        visit(self)
        for child in children {
            child.walk(visit)
        }
    }

    /// Calls `visit` for this node and every descendant a person can see, depth first (skipping
    /// hidden and covered subtrees).
    func walkShown(_ visit: (Node) -> Void) {
        visit(self)
        for child in primitive?.shownChildren(self) ?? children {
            child.walkShown(visit)
        }
    }
}

/// A change to one element of a collection that a node read element by element.
struct ElementChange: Equatable {
    /// The collection's signal.
    let signal: ObjectIdentifier
    let offset: Int
}
