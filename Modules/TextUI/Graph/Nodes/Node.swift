/// One mounted view: its current value, its children, its `@State` storage, what its body read,
/// and its cached rendering. Its identity is its parent's identity plus its key and type.
///
/// Its parts live beside it: what it read (``Dependencies``), what changed since it was last
/// evaluated (``PendingChange``), its children (`Node+Children`), rows made from data
/// (``RowReconciler``), its rendering (`Node+Rendering`) and what tools see (`Node+Inspection`).
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
        didSet { primitive = kind.asPrimitive?(view) }
    }
    /// The view as a built-in view, when it is one.
    private(set) var primitive: (any PrimitiveView)?
    private(set) var environment: EnvironmentValues {
        didSet { environmentSource?.values = environment }
    }
    /// The environment as the view's `@Environment` properties read it, made when it has some.
    private var environmentSource: EnvironmentSource?
    /// The child nodes. A `ForEach` of leaf rows keeps its rows as values and makes their nodes
    /// when something asks for them (see ``RowReconciler``).
    var children: [Node] {
        get {
            if rowsAreValues { RowReconciler.makeRowNodes(of: self) }
            return childNodes
        }
        set { childNodes = newValue }
    }
    /// The child nodes made so far (without making a `ForEach`'s rows into nodes).
    ///
    /// This and the other properties marked `@exclusivity(unchecked)` are read for every node
    /// mounted, evaluated, rendered and unmounted (the runtime's check for overlapping accesses
    /// was a tenth of mounting a list of custom rows). Each is only read, assigned, or changed by
    /// one call of its own type's mutating method, whose arguments are evaluated before the access
    /// begins and which calls no code that reaches the node again, so no two accesses overlap.
    @exclusivity(unchecked) var childNodes: [Node] = []
    /// True while this node's rows are kept as values, not nodes (see ``RowReconciler``).
    @exclusivity(unchecked) var rowsAreValues = false
    @exclusivity(unchecked) private(set) var stateStorages: [AnyStateStorage] = []
    @exclusivity(unchecked) private(set) var isMounted = true
    /// What changed since the last evaluation; the node is dirty unless `.nothing`.
    @exclusivity(unchecked) private(set) var pending = PendingChange.nothing
    /// What the last evaluation read. Each access is one call of its own methods, which call no
    /// code that reaches this node's dependencies again (a signal keeps its readers apart), so no
    /// two accesses overlap and the runtime's check (paid on every state read) is left out.
    @exclusivity(unchecked) var dependencies = Dependencies()
    /// The row a `ForEach` is making, while its content runs (an element its content reads is then
    /// known to be its own, or not). A property of its own, only ever set and read whole (never
    /// `inout`), so no two accesses overlap and setting it for each row skips the runtime's check.
    @exclusivity(unchecked) var rowBeingMade: Int?
    /// Per-node memory of built-in views (a task's handle, an `onChange`'s last value...).
    @exclusivity(unchecked) var primitiveState: AnyObject?
    /// Why the node was last evaluated (what `_printChanges()` reports).
    private(set) var evaluationCause = EvaluationCause.identity
    /// This node's rendering, kept until it or a descendant changes (see `Node+Rendering`).
    @exclusivity(unchecked) var renderCache: (context: RenderContext, blocks: [Block])?
    /// The rendering of this node's rows in groups (a long list's rows, rendered in full).
    @exclusivity(unchecked) var renderedRowGroups: RowGroups?
    /// Where this node is among its parent's children.
    @exclusivity(unchecked) var indexInParent = 0
    /// This node's identity: type names from the root, with keys where they tell siblings apart
    /// (`Board/VStack/TupleView[0]/Player[1]`); a preview's own view (``_PreviewableContent``) is
    /// not named. Made once, from the parent's: a node's parent, key and view type never change.
    private(set) lazy var identityPath: String = {
        let above = parent?.identityPath ?? ""
        guard kind.isNamedInPaths else { return above }
        let name = ViewTypeInfo.name(of: type(of: view))
        let own = key == .body ? name : "\(name)[\(key)]"
        return above.isEmpty ? own : above + "/" + own
    }()
    private var lastChildEnvironment: EnvironmentValues?

    init(view: any View, key: ChildKey, parent: Node?, host: ViewHost, environment: EnvironmentValues) {
        let kind = ViewTypeInfo.kind(of: type(of: view))
        self.view = view
        self.primitive = kind.asPrimitive?(view)
        self.key = key
        self.typeID = ObjectIdentifier(type(of: view))
        self.kind = kind
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

    /// True while something it read changed and it has not been evaluated again.
    var isDirty: Bool {
        if case .nothing = pending { return false }
        return true
    }

    // MARK: Lifecycle

    /// Mounts this node and its subtree: installs state, evaluates, starts lifecycle.
    func mount() {
        primitive?.didMount(self)
        evaluate(.anything, isNew: true)
        primitive?.didMountSubtree(self)
    }

    /// Takes a new value from the parent. The body is re-evaluated only when the node is dirty, its
    /// environment changed, or the new value is not equivalent to the current one.
    func update(_ newView: any View, environment newEnvironment: EnvironmentValues) {
        let environmentChanged = newEnvironment != environment
        if !isDirty, !environmentChanged, Sameness.areSameView(view, newView) { return }
        evaluationCause = isDirty || environmentChanged ? .dependencies : .value
        let change = environmentChanged ? .anything : pending
        let previous = view
        view = newView
        environment = newEnvironment
        evaluate(change)
        primitive?.didUpdate(self, from: previous)
        // The old value may hold the last copy of large data (a `ForEach`'s elements).
        host?.deferredReleases.keep(previous)
    }

    /// Re-evaluates this node because something it read changed.
    func reevaluate() {
        guard isMounted, isDirty else { return }
        evaluationCause = .dependencies
        evaluate(.anything)
    }

    /// Unmounts the subtree: lifecycle ends, tasks are cancelled, state storage is dropped.
    func unmount() {
        guard isMounted else { return }
        primitive?.willUnmount(self)
        for child in childNodes {
            child.unmount()
        }
        isMounted = false
        for storage in stateStorages {
            storage.isMounted = false
        }
        dependencies.removeAll(readBy: self)
        host?.didUnmount(self)
    }

    // MARK: Invalidation

    /// Marks this node for re-evaluation at the next flush.
    func invalidate() {
        markDirty(.anything)
    }

    /// Marks this node for re-evaluation because the element at `offset` of a collection it read
    /// element by element (through `signal`) changed.
    func invalidate(element offset: Int, of signal: ChangeSignal) {
        markDirty(pending.adding(ElementChange(signal: ObjectIdentifier(signal), offset: offset)))
    }

    private func markDirty(_ change: PendingChange) {
        guard isMounted else { return }
        let wasDirty = isDirty
        pending = change
        if !wasDirty { host?.enqueue(self) }
    }

    /// Forgets that the node needs evaluating (the host gave up on an update loop), so that the
    /// next change queues it again.
    func abandonPendingEvaluation() {
        pending = .nothing
    }

    /// Re-evaluates this node whenever `signal` fires (until its next evaluation); with
    /// `element`, only when the element at that offset changes (or the whole value).
    func observe(_ signal: ChangeSignal, element offset: Int? = nil) {
        dependencies.add(signal, element: offset, readBy: self, rowBeingMade: rowBeingMade)
    }

    /// An `@Observable` property read by the evaluation of `generation` changed.
    func observationChanged(generation: Int) {
        guard dependencies.isCurrent(generation) else { return }
        invalidate()
    }

    func stateDidChange(
        _ storage: AnyStateStorage, from oldValue: Any, to newValue: Any, changedElements: [Int]?, origin: UpdateOrigin
    ) {
        host?.stateDidChange(
            StateChange(
                path: statePath(storage.name), oldValue: oldValue, newValue: newValue, origin: origin,
                changedElements: changedElements))
    }

    // MARK: Evaluation

    /// Makes the children again (a built-in view's, or a composite view's body) and reconciles
    /// them with the current ones. `change` is what changed besides the value from the parent. A
    /// new node has no rendering to drop (its parent, which is mounting it, drops its own).
    private func evaluate(_ change: PendingChange, isNew: Bool = false) {
        pending = .nothing
        if kind.isLeaf {
            if !isNew { invalidateRenderCache() }
            return
        }
        if let primitive {
            let childEnvironment = childEnvironment()
            if kind.isRowSource, let rows = view as? any RowSource {
                RowReconciler.update(self, rows: rows, environment: childEnvironment, change: change)
            } else {
                dependencies.removeAll(readBy: self)
                var list = ChildList(owner: self)
                Dependencies.track(self) { primitive.makeChildren(&list) }
                reconcile(list, environment: childEnvironment)
            }
        } else {
            dependencies.removeAll(readBy: self)
            connectDynamicProperties()
            host?.countBodyEvaluation(of: type(of: view))
            var list = ChildList(owner: self)
            Dependencies.track(self) { list.append(.body, Self.body(of: view)) }
            reconcile(list, environment: environment)
        }
        if !isNew { invalidateRenderCache() }
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// The environment a built-in view passes to its children: its own, with the list rows its
    /// kind of view passes on (see ``ListRowPassing``) and the view's own adjustments. When equal
    /// to last time's, the very same value, so children skip comparing it value by value.
    func childEnvironment() -> EnvironmentValues {
        guard let primitive else { return environment }
        var adjusted = environment
        adjusted.listRows = adjusted.listRows.passed(by: kind.listRowPassing)
        primitive.adjustEnvironment(&adjusted, self)
        if adjusted.isIdentical(to: environment) { return adjusted }
        if let lastChildEnvironment, lastChildEnvironment == adjusted { return lastChildEnvironment }
        lastChildEnvironment = adjusted
        return adjusted
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
        if !fields.environments.isEmpty {
            let source = environmentSource ?? EnvironmentSource(environment)
            environmentSource = source
            for property in fields.environments {
                property.connect(to: source)
            }
        }
        for property in fields.observers {
            property.observe(from: self)
        }
    }
}
