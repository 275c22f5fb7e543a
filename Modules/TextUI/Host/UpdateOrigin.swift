/// Who caused a state change: a person or tool poking values, a view's own code (an action, an
/// `onAppear`, an `onChange`), or a `.task`. The host marks `.task` work; tools mark their own
/// writes with `UpdateOrigin.$current.withValue(.user) { ... }`.
public enum UpdateOrigin: String, Sendable, Equatable {
    /// A person (a test, a tool such as the workbench) through the host; a view (a control operated,
    /// an action); or a `.task`.
    case user, view, task

    /// The origin of writes made by the current task.
    @TaskLocal public static var current: UpdateOrigin = .view
}
