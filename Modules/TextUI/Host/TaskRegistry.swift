/// The `.task`s a host started and has not seen finish (and the `Task { }`s its views' code started,
/// see ``trackingSpawnedTasks(_:)``), and the callers of ``ViewHost/settle(timeout:)`` waiting for
/// them: the one place that numbers, tracks and forgets a host's tasks.
///
/// Who owns what, for how long: the host owns its registry for its whole life (a task holds it
/// weakly, so a task that outlives its host changes nothing). A task's record is here from
/// ``start(viewPath:priority:clock:_:)`` until its operation returns, cancelled or not; the view
/// that started it (a `.task` modifier, an `AsyncImage`) holds the same record to cancel it when it
/// leaves. A waiter is here from ``waitForActivity()`` until the next ``resumeWaiters()``, which
/// runs whenever the tree may have settled: a task finished, updates were applied on their own, the
/// host unmounted, or a waiting caller timed out or was cancelled.
@MainActor
final class TaskRegistry {
    private var records: [Int: TaskRecord] = [:]
    private var lastID = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// True when every task started has finished.
    var isEmpty: Bool { records.isEmpty }

    /// True when every task that has not finished was started by a view at one of `viewPaths`
    /// (each path allowing as many tasks as it appears): true for an empty registry.
    func onlyRunning(_ viewPaths: [String]) -> Bool {
        if records.isEmpty { return true }
        if records.count > viewPaths.count { return false }
        var allowed: [String: Int] = [:]
        for path in viewPaths { allowed[path, default: 0] += 1 }
        for record in records.values {
            guard let left = allowed[record.viewPath], left > 0 else { return false }
            allowed[record.viewPath] = left - 1
        }
        return true
    }

    /// The tasks that have not finished yet, oldest first.
    var running: [TaskInfo] {
        records.values.sorted { $0.id < $1.id }.map {
            TaskInfo(id: $0.id, viewPath: $0.viewPath, isCancelled: $0.isCancelled)
        }
    }

    /// Starts `action` as a task marked as `.task` work (``UpdateOrigin/task``) that tells time by
    /// `clock`, numbered after the last one, and keeps its record until it returns.
    func start(
        viewPath: String,
        priority: TaskPriority,
        clock: HostClock,
        _ action: @escaping @MainActor () async -> Void
    ) -> TaskRecord {
        lastID += 1
        let id = lastID
        let record = TaskRecord(id: id, viewPath: viewPath)
        records[id] = record
        record.handle = SpawnScope.untracked {
            Task(priority: priority) { @MainActor [weak self] in
                await UpdateOrigin.$current.withValue(.task) {
                    await OperatingClock.$clock.withValue(clock) { await action() }
                }
                self?.finished(id)
            }
        }
        return record
    }

    /// What a tool shows as the view of the `Task { }`s a view's own code started (see
    /// ``trackingSpawnedTasks(_:)``): the host cannot tell which view's code started them.
    static let spawnedTasksPath = "Task { } started by a view's code"

    /// Runs `body`, views' own code (an action, an `onAppear`, an update), in a ``SpawnScope`` of
    /// its own unless it runs in one already: the `Task { }`s it starts are listed as one running
    /// task, under ``spawnedTasksPath``, until the last of them ends, so that settling waits for them.
    func trackingSpawnedTasks<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard SpawnScope.current == nil else { return try body() }
        var scope = SpawnScope()
        defer {
            if !isKnownUniquelyReferenced(&scope) { track(scope) }
        }
        return try SpawnScope.$current.withValue(scope) { try body() }
    }

    /// Lists the tasks that hold `scope` as one running task until the last of them ends.
    private func track(_ scope: SpawnScope) {
        lastID += 1
        let id = lastID
        records[id] = TaskRecord(id: id, viewPath: Self.spawnedTasksPath)
        // The scope ends on the thread of the task that let it go last: the registry hears of it
        // on the main actor (a detached task, as the ending task's own values are being dropped).
        scope.whenTasksEnd { [weak self] in
            let registry = self
            Task.detached { @MainActor in registry?.finished(id) }
        }
    }

    /// Cancels every `.task` that has not finished (the views that started them are gone).
    func cancelAll() {
        for record in records.values {
            record.cancel()
        }
    }

    private func finished(_ id: Int) {
        records[id] = nil
        resumeWaiters()
    }

    /// Waits until the next ``resumeWaiters()``, or until the calling task is cancelled.
    func waitForActivity() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters.append(continuation)
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resumeWaiters() }
        }
    }

    /// Wakes every caller waiting in ``waitForActivity()``.
    func resumeWaiters() {
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting {
            waiter.resume()
        }
    }
}
