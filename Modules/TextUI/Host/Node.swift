/// One mounted view: its current value, its children, its `@State` storage, what its body read,
/// and its cached rendering. Its identity is its parent's identity plus its key and type.
@MainActor
final class Node {
    weak var host: ViewHost?
    private(set) weak var parent: Node?
    let key: ChildKey
    let typeID: ObjectIdentifier
    let depth: Int
    private(set) var view: any View
    private(set) var environment: EnvironmentValues
    private(set) var children: [Node] = []
    private(set) var stateStorages: [AnyStateStorage] = []
    private(set) var isMounted = true
    private(set) var isDirty = false
    /// Per-node memory of built-in views (a task's handle, an `onChange`'s last value...).
    var primitiveState: AnyObject?
    /// Why the node was last evaluated (what `_printChanges()` reports).
    private(set) var evaluationCause = EvaluationCause.identity
    private var sources: [ObjectIdentifier: ChangeSignal] = [:]
    private var observationGeneration = 0
    private var renderCache: (context: RenderContext, blocks: [Block])?
    private var lastChildEnvironment: EnvironmentValues?

    init(view: any View, key: ChildKey, parent: Node?, host: ViewHost, environment: EnvironmentValues) {
        self.view = view
        self.key = key
        self.typeID = ObjectIdentifier(type(of: view))
        self.parent = parent
        self.host = host
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
    }

    var primitive: (any PrimitiveView)? { view as? any PrimitiveView }

    /// The view for casts that look for a kind of view (`as? any Control`): nil for an optional's
    /// node, which a cast would unwrap into its content (the content has its own node).
    var castableView: (any View)? {
        type(of: view) is any OptionalViewMarker.Type ? nil : view
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
        guard isMounted, !isDirty else { return }
        isDirty = true
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
        clearSources()
        var list = ChildList(owner: self)
        var childEnvironment = environment
        if let primitive {
            primitive.adjustEnvironment(&childEnvironment, self)
            childEnvironment = stableChildEnvironment(childEnvironment)
            tracking { primitive.makeChildren(&list) }
        } else {
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
    /// dependencies.
    private func tracking(_ work: () -> Void) {
        let previous = Evaluation.current
        Evaluation.current = self
        defer { Evaluation.current = previous }
        observationGeneration += 1
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

    /// Re-evaluates this node whenever `signal` fires (until its next evaluation).
    func observe(_ signal: ChangeSignal) {
        signal.addReader(self)
        addSource(signal)
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
            return
        }
        if children.count == 1, list.entries.count == 1, children[0].key == list.entries[0].key,
            children[0].typeID == ObjectIdentifier(type(of: list.entries[0].view))
        {
            children[0].update(list.entries[0].view, environment: childEnvironment)
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
    }

    private func mountChild(_ view: any View, key: ChildKey, host: ViewHost, environment: EnvironmentValues) -> Node {
        let child = Node(view: view, key: key, parent: self, host: host, environment: environment)
        child.mount()
        return child
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

    /// Drops this node's cached rendering and its ancestors'. (A cached node always has cached
    /// descendants, so the walk up stops at the first ancestor without a cache.)
    func invalidateRenderCache() {
        renderCache = nil
        var ancestor = parent
        while let current = ancestor, current.renderCache != nil {
            current.renderCache = nil
            ancestor = current.parent
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
