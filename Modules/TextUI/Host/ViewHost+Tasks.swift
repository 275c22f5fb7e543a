/// The host's `.task`s: starting them, listing the running ones, and waiting for the tree to
/// settle.
extension ViewHost {
    /// The `.task`s that have not finished yet, oldest first, and the runs of views' code whose
    /// `Task { }`s have not all finished (each listed once, as `Task { } started by a view's code`).
    public var runningTasks: [TaskInfo] { tasks.running }

    func startTask(
        for node: Node,
        priority: TaskPriority,
        _ action: @escaping @MainActor () async -> Void
    ) -> TaskRecord {
        tasks.start(viewPath: node.identityPath, priority: priority, clock: clock, action)
    }

    /// Waits until no update is pending and every `.task` has finished, or until the timeout passes
    /// (so a task that never ends cannot hang the caller) or the calling task is cancelled. The
    /// default timeout is a generous hang guard (a minute), not an expected duration: on a busy
    /// machine a settle that should take milliseconds can take seconds, and a test that waits for
    /// completion must not fail for it.
    ///
    /// A `Task { }` that the views' own code starts while the host runs it (a button's action, an
    /// `onAppear`, an `onChange`: `.onAppear { Task { await store.load() } }`) is waited for too,
    /// until it ends; a `Task.detached`, and a task started inside a `.task`, are not.
    ///
    /// ```swift
    /// struct Greeting: View {
    ///     @State private var name = "…"
    ///     var body: some View {
    ///         Text("Hello, \(name)").task { name = "Ada" }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Greeting())
    /// await host.settle()
    /// print(host.render())  // Hello, Ada
    /// ```
    ///
    /// - Parameter timeout: How long to wait at most.
    /// - Returns: `true` when the tree settled, `false` when the timeout passed or the caller was
    ///   cancelled first.
    @discardableResult
    public func settle(timeout: Duration = .seconds(60)) async -> Bool {
        await settle(timeout: timeout, leavingRunning: [])
    }

    /// Waits, as ``settle(timeout:)`` does, until no update is pending and every `.task` has
    /// finished but those started by the views at `stillRunning` (each path once per task it
    /// allows): the point a tool had reached when it acted while those tasks ran, such as a
    /// `.task` that listens for as long as its view is shown.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait at most.
    ///   - stillRunning: The ``TaskInfo/viewPath``s of tasks that may still run, one per task.
    /// - Returns: `true` when the tree reached that point, `false` when the timeout passed or the
    ///   caller was cancelled first.
    @discardableResult
    public func settle(timeout: Duration, leavingRunning stillRunning: [String]) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        // Wakes the wait below at the deadline; made only once there is something to wait for, as
        // a host with nothing running (most settles) needs no timer.
        var timer: Task<Void, Never>?
        defer { timer?.cancel() }
        while !Task.isCancelled {
            flush()
            if tasks.onlyRunning(stillRunning) {
                // Let work already queued on the main actor run (resumed tasks, scheduled flushes).
                for _ in 0..<3 {
                    await Task.yield()
                }
                // A change made off the main actor may still be on its way here (a lower-priority job
                // than this one): sleep, rather than yield, so that it can run.
                if ObservationDeliveries.arePending {
                    if clock.now >= deadline { return false }
                    try? await Task.sleep(for: .milliseconds(1))
                    continue
                }
                flush()
                if tasks.onlyRunning(stillRunning), !hasPendingUpdates { return true }
                // Views that schedule an update on every update never settle: the deadline still holds.
                if clock.now >= deadline { return false }
                continue
            }
            if clock.now >= deadline { return false }
            if timer == nil {
                timer = Task { @MainActor [weak self] in
                    try? await Task.sleep(until: deadline, clock: clock)
                    self?.tasks.resumeWaiters()
                }
            }
            await tasks.waitForActivity()
        }
        return false
    }
}
