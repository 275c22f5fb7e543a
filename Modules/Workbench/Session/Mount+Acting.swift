import Catalog
import TextUI

/// What others ask of a mount, rather than reaching into its component, host and history: take a
/// step (kept for undo, replay and export), operate its host, swap a dependency, wait, and say what
/// it offers to completion.
extension Mount {
    // MARK: Steps

    /// Takes a state-changing step: `body` changes the component and says what it did. The state
    /// before it is kept for undo (once the change settled, only what it changed), the step for
    /// replay and export. Throws, keeping nothing, when `body` does.
    ///
    /// The step keeps what the session had waited for when it was taken (``ReplayWait``), which
    /// a replay waits for again.
    ///
    /// - Parameters:
    ///   - settleGrace: How long the change may take to settle before its checkpoint is compacted.
    ///   - waitBound: The longest a replay waits for the host before taking the step again.
    ///   - rowLimit: The rows of each list the checkpoint's rendering shows.
    ///   - body: The change.
    func takeStep(
        settleGrace: Duration, waitBound: Duration, rowLimit: Int, _ body: () async throws -> SessionStep
    ) async throws {
        shownPaths.forget()
        let before = try snapshot(rowLimit: rowLimit)
        let step = try await body()
        history.recordStep(
            step, before: before, wait: history.waitBeforeStep(running: before.running, bound: waitBound))
        await host.settle(timeout: settleGrace)
        history.compactLastCheckpoint(against: try presentArrays(of: before))
    }

    /// Runs `action` on the host the component is mounted in, as a person operating it does (a
    /// tap, typing, a swipe): the surface the acting commands work on.
    func operate(_ action: (ViewHost) async throws -> Void) async rethrows {
        try await action(host)
    }

    /// Swaps `dependency` for `selection` (the component mounts again with it) and logs the swap.
    ///
    /// - Throws: ``/Catalog/CatalogError`` when the dependency or its choice is unknown or cannot be made.
    func use(_ dependency: String, _ selection: DependencySelection) throws {
        let previous = try component.selections[dependency]
        try component.use(dependency, selection)
        history.recordSwap(of: dependency, from: previous, to: selection)
    }

    /// The steps since the mount, as undo and redo left them (what replay and export take).
    var steps: ReplaySteps { history.steps }

    // MARK: Waiting

    /// Waits until updates and tasks are done, for at most `timeout`; false when it timed out.
    @discardableResult
    func settle(timeout: Duration) async -> Bool {
        await host.settle(timeout: timeout)
    }

    /// Waits until the host reached the point `wait` describes, or its bound passed.
    ///
    /// - Returns: False when the bound passed first.
    @discardableResult
    func wait(for wait: ReplayWait) async -> Bool {
        await wait.wait(on: host)
    }

    /// How many tasks are running.
    var runningTaskCount: Int { host.runningTasks.count }

    /// True while a task runs or an update is pending.
    var isBusy: Bool { !host.runningTasks.isEmpty || host.hasPendingUpdates }

    /// The views whose tasks are running, one per task.
    var runningTaskViews: [String] { host.runningTasks.map(\.viewPath) }

    /// Calls `handler` whenever the component changes on its own (a task finished).
    func onUpdate(_ handler: @escaping @MainActor () -> Void) {
        host.onUpdate = handler
    }

    // MARK: What it offers

    /// True when the component takes bindings (a preview takes none).
    var hasBindings: Bool { !component.bindings.isEmpty }

    /// The component's swappable dependencies.
    var dependencies: [DependencyDescriptor] { component.component.dependencies }

    /// The controls the component shows, for completion and for errors that list rows.
    func controls() -> [ControlInfo] { host.controls() }

    /// The rows a `delete` can delete.
    func deletableRows() -> [String] { host.deletableRows() }

    /// The rows a `move` can move.
    func movableRows() -> [String] { host.movableRows() }

    /// The rows with swipe actions on `edge`.
    func swipeableRows(edge: HorizontalEdge) -> [String] { host.swipeableRows(edge: edge) }
}
