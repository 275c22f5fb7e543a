/// A kind of background task the system hands an app (a refresh, a background URL session's
/// events), for the `backgroundTask(_:action:)` scene modifier. Nothing wakes a process here: the
/// kinds and their actions are accepted, and no action runs.
public struct BackgroundTask<Request, Response>: Sendable {

    /// A refresh of the app's state for the task scheduled with `identifier`.
    ///
    /// - Parameter identifier: The identifier to match.
    /// - Returns: The task.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>()
    }

    /// The events of the background URL session with `identifier`.
    ///
    /// - Parameter identifier: The identifier to match.
    /// - Returns: The task.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>()
    }

    /// The events of the background URL sessions whose identifiers `matching` accepts; the action
    /// receives the identifier.
    ///
    /// - Parameter matching: The predicate on identifiers.
    /// - Returns: The task.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask<String, Void>()
    }
}

extension BackgroundTask where Request == String, Response == Void {
    /// The events of any background URL session; the action receives the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask() }
}

extension Scene {
    /// This scene, with `action` to run when the system provides `task` (nothing runs an app in
    /// the background here: the action is never called).
    ///
    /// - Parameters:
    ///   - task: The kind of task.
    ///   - action: What to do with the task's request; the task ends when it returns.
    /// - Returns: This scene, unchanged.
    public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some Scene { self }
}
