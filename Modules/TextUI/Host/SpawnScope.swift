import Locking

/// One run of views' own code by a host (an action, an `onAppear`, an `onChange`, a mount): the
/// `Task { }`s that code starts inherit it as a task-local value and hold it until they end, so
/// the host knows when the work they started is done (a loader started as
/// `.onAppear { Task { await store.load() } }` is waited for as a `.task` is).
///
/// The Swift runtime keeps a task's task-local values until the task's operation returns (not
/// until its handle is let go), and a detached task inherits none: so a scope still held once its
/// run is over is held by the tasks started in it, and its `deinit` marks the moment the last of
/// them ended.
package final class SpawnScope: Sendable {
    /// The scope of the views' code running now, if a host runs it.
    @TaskLocal package static var current: SpawnScope?

    /// What to do when the last task holding the scope ends (set once the run is over and tasks
    /// still hold it); nil until then.
    private let onEnd = Locked<(@Sendable () -> Void)?>(nil)

    init() {}

    deinit {
        onEnd.withLock { $0 }?()
    }

    /// Calls `action` when the last task holding the scope ends.
    func whenTasksEnd(_ action: @escaping @Sendable () -> Void) {
        onEnd.withLock { $0 = action }
    }

    /// Runs `body` outside any scope, so that the tasks it starts are not counted as views' work:
    /// for the runtime's own tasks (a deferred flush, a clock's wake-up, a `.task`, which the host
    /// tracks on its own).
    ///
    /// - Parameter body: The code that starts the runtime's task.
    /// - Returns: What `body` returns.
    package static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard current != nil else { return try body() }
        return try $current.withValue(nil) { try body() }
    }
}
