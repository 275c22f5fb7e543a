/// Mounts a view tree and keeps it alive: installs `@State` storage, runs lifecycle actions and
/// tasks, re-evaluates exactly the views whose dependencies changed, and renders text.
///
/// ```swift
/// struct Greeting: View {
///     @State var name = "world"
///     var body: some View {
///         Text("Hello, \(name)!")
///         Button("Shout") { name = name.uppercased() }
///     }
/// }
///
/// @MainActor func greet() async throws {
///     let host = ViewHost(Greeting())
///     await host.settle()  // until updates and `.task`s are done
///     print(host.render())  // "Hello, world!\n[ Shout ]"
///     try host.tap("Shout")
///     host.unmount()  // onDisappear runs, tasks are cancelled, state is dropped
/// }
/// ```
@MainActor
public final class ViewHost {
    private var root: Node?
    /// The invalidated nodes not re-evaluated yet (see ``evaluateDirtyNodes()``).
    var dirtyNodes: [Node] = []
    private var pendingActions: [@MainActor () -> Void] = []
    private var isFlushScheduled = false
    private(set) var isFlushing = false
    /// True while nodes are mounted or re-evaluated (a transaction cannot be committed then).
    var isUpdatingTree = false
    /// True when a transaction was committed outside a flush (the next flush reports it).
    var hasCommittedChanges = false
    /// How many `body` evaluations the host performed, by view type. Counted at every evaluation,
    /// each access one increment or read that calls no other code, so the runtime's check for
    /// overlapping accesses is left out.
    @exclusivity(unchecked) var evaluationCounts: [ObjectIdentifier: Int] = [:]
    /// The mounted nodes that own `@State`.
    private var statefulNodes: [ObjectIdentifier: Node] = [:]
    /// The last ``stateSlots`` listed, until a node that owns `@State` comes or goes (a slot reads
    /// its value when asked, so the list stays right while values change).
    var listedStateSlots: [StateSlot]?
    /// The row the controls are looked for in, while ``inRow(containing:_:)`` runs.
    private var controlScope: Node?
    /// The `.task`s started and not finished, and the callers of ``settle(timeout:)`` waiting.
    let tasks = TaskRegistry()
    /// Where typing goes: the text field typed into last and its `focused` modifier.
    let keyboardFocus = KeyboardFocus()
    /// The element writes not applied yet (see ``ChangeJournal``).
    let changeJournal = ChangeJournal()
    /// What updates replaced, released after them (see ``DeferredReleases``).
    let deferredReleases = DeferredReleases()

    /// How many `body` evaluations the host has performed (all view types).
    @exclusivity(unchecked) public internal(set) var bodyEvaluationCount = 0

    /// How many rows made from data (`ForEach` rows) the host's renders have rendered since it
    /// mounted its root: a row whose rendering a render kept from the last one does not count, so
    /// a render after one row changed in a long list adds about one group of rows, not the list.
    public internal(set) var rowRenderingCount = 0

    /// The URLs the views opened with the system's `openURL` action (a ``Link`` tapped, for
    /// instance), in order: there is no browser to open them.
    public internal(set) var openedURLs: [URL] = []

    /// What the views shared with a `ShareLink` tapped, in order, each share's items as text (a
    /// URL as its absolute string): there is no share sheet.
    public internal(set) var sharedItems: [[String]] = []

    /// The windows the views asked to open with `openWindow`, in order: a host shows one window.
    public internal(set) var openedWindows: [WindowRequest] = []

    /// The windows the views asked to dismiss with `dismissWindow`, in order: the host's window stays.
    public internal(set) var dismissedWindows: [WindowRequest] = []

    /// The scrolls the views asked for with a ``ScrollViewProxy``, in order: text output shows
    /// everything, so nothing moved.
    public internal(set) var scrollRequests: [ScrollRequest] = []

    /// Called on the main actor after a mounted `@State` value changed (not for equal writes), with
    /// the state's path, old and new values and who changed it; also after a value of the host's
    /// ``appStorage`` or ``sceneStorage`` changed (its path is `AppStorage.KEY` or `SceneStorage.KEY`).
    public var onStateChange: (@MainActor (StateChange) -> Void)?

    /// The store of the views' `@AppStorage` values: ``StoredValues/standard`` unless the host was
    /// given its own.
    public let appStorage: StoredValues

    /// The store of the views' `@SceneStorage` values: the host's own (each host is a scene).
    public var sceneStorage: StoredValues { SceneStorageValues.values(for: self) }

    /// Called on the main actor after updates that happened on their own (a task or an outside
    /// write changed state) have been applied, so a tool can render again.
    public var onUpdate: (@MainActor () -> Void)?

    /// The time the host's views tell (see ``HostClock``): the system clock unless the host was
    /// made with a manual one.
    public let clock: HostClock

    /// Mounts a view: installs its state, evaluates its body and its descendants', runs `onAppear`
    /// actions and starts `.task`s.
    ///
    /// ```swift
    /// let host = ViewHost(Text("Hello"), clock: .manual, horizontalSizeClass: .regular)
    /// ```
    ///
    /// - Parameters:
    ///   - root: The view to mount.
    ///   - clock: The time its views tell: `.system` (real time; ``advance(by:)-(TimeInterval)`` still moves it
    ///     forward) or `.manual` (stands still until advanced).
    ///   - horizontalSizeClass: The size class its views see in `\.horizontalSizeClass`: `.compact`
    ///     (an iPhone's: a `NavigationSplitView` behaves as one stack) or `.regular` (an iPad's).
    ///   - appStorage: The store of its `@AppStorage` values (see ``StoredValues``): the process's
    ///     unless given one of its own (so no values are left over from other hosts).
    ///   - onStateChange: Set as ``onStateChange`` before the view mounts, so it also hears the
    ///     changes made while it mounts (by `onAppear` actions).
    public init<Root: View>(
        _ root: Root, clock: HostClock = .system, horizontalSizeClass: UserInterfaceSizeClass = .compact,
        appStorage: StoredValues = .standard, onStateChange: (@MainActor (StateChange) -> Void)? = nil
    ) {
        self.clock = clock
        self.appStorage = appStorage
        self.onStateChange = onStateChange
        var environment = EnvironmentValues(host: self)
        environment.horizontalSizeClass = horizontalSizeClass
        let node = Node(view: root, key: .body, parent: nil, host: self, environment: environment)
        self.root = node
        operating {
            updatingTree { node.mount() }
            flush()
        }
    }

    /// Mounts `view` as the new root and unmounts the old tree (whose `onDisappear` actions run
    /// after the new views' `onAppear`, as when a view's identity changes).
    func replaceRoot<Root: View>(with view: Root, environment: EnvironmentValues) {
        let old = root
        let node = Node(view: view, key: .body, parent: nil, host: self, environment: environment)
        root = node
        updatingTree { node.mount() }
        old?.unmount()
    }

    /// True until ``unmount()``.
    public var isMounted: Bool { root != nil }

    /// The root node, if mounted.
    var rootNode: Node? { root }

    /// A host let go of without ``unmount()`` takes its views away with it, so their `.task`s are
    /// cancelled and their timers stopped, as SwiftUI cancels a view's task once the view is gone
    /// ("SwiftUI will automatically cancel the task at some point after the view disappears",
    /// `task(priority:_:)`). No `onDisappear` runs: nothing is left to show or to update.
    isolated deinit {
        tasks.cancelAll()
        clock.cancelAll()
    }

    /// Removes the tree: `onDisappear` actions run, tasks are cancelled, state storage is dropped.
    public func unmount() {
        guard let root else { return }
        self.root = nil
        clock.cancelAll()
        root.unmount()
        dirtyNodes.removeAll()
        changeJournal.releaseAll()
        deferredReleases.releaseAll()
        runPendingActions()
        tasks.resumeWaiters()
    }

    // MARK: Updates

    /// True when state changed and the affected views have not been re-evaluated yet.
    public var hasPendingUpdates: Bool { !dirtyNodes.isEmpty || !pendingActions.isEmpty }

    /// Re-evaluates every invalidated view (shallowest first) and runs the lifecycle actions that
    /// result, until nothing is pending.
    public func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        hasCommittedChanges = false
        defer { isFlushing = false }
        operating { flushPendingUpdates() }
    }

    private func flushPendingUpdates() {
        var rounds = 0
        while hasPendingUpdates {
            rounds += 1
            if rounds > 100 {
                RuntimeWarnings.emit(
                    .updateLoop,
                    "Updates kept invalidating views after 100 rounds; stopping. An onChange or onAppear "
                        + "action probably writes state that its own view depends on."
                )
                for node in dirtyNodes {
                    node.abandonPendingEvaluation()
                }
                dirtyNodes.removeAll()
                pendingActions.removeAll()
                break
            }
            if !dirtyNodes.isEmpty { evaluateDirtyNodes() }
            runPendingActions()
        }
        changeJournal.removeAll(keepingValuesIn: deferredReleases)
        deferredReleases.updateEnded()
    }

    func enqueue(_ node: Node) {
        dirtyNodes.append(node)
        TransactionBoundary.noteChanges(in: self)
        scheduleFlush()
    }

    func enqueueAction(_ action: @escaping @MainActor () -> Void) {
        pendingActions.append(action)
        scheduleFlush()
    }

    func didUnmount(_ node: Node) {
        if statefulNodes.removeValue(forKey: ObjectIdentifier(node)) != nil { listedStateSlots = nil }
    }

    /// Registers a node that owns `@State` (so state is listed without walking the tree).
    func didMakeState(_ node: Node) {
        statefulNodes[ObjectIdentifier(node)] = node
        listedStateSlots = nil
    }

    /// The nodes registered as owning `@State` and not unmounted since, in no particular order.
    var registeredStatefulNodes: Dictionary<ObjectIdentifier, Node>.Values { statefulNodes.values }

    /// Where controls are looked for: the row of ``inRow(containing:_:)`` while it runs, else the
    /// whole tree.
    var controlSearchRoot: Node? { controlScope ?? root }

    /// Runs `body` with controls looked for in `row` only, then where they were looked for before.
    func lookingForControls<Result>(in row: Node, _ body: () throws -> Result) rethrows -> Result {
        let outer = controlScope
        controlScope = row
        defer { controlScope = outer }
        return try body()
    }

    func stateDidChange(_ change: StateChange) {
        onStateChange?(change)
    }

    private func runPendingActions() {
        while !pendingActions.isEmpty {
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions {
                action()
            }
        }
    }

    private func scheduleFlush() {
        guard !isFlushScheduled, !isFlushing else { return }
        isFlushScheduled = true
        SpawnScope.untracked {
            _ = Task { @MainActor [weak self] in
                self?.automaticFlush()
            }
        }
    }

    private func automaticFlush() {
        isFlushScheduled = false
        guard hasPendingUpdates || hasCommittedChanges else { return }
        flush()
        onUpdate?()
        tasks.resumeWaiters()
    }
}
