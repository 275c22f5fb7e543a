/// A `.task` the host started (or the `Task { }`s a run of views' code started, which the host
/// cannot cancel): where it came from and whether it was cancelled.
@MainActor
final class TaskRecord {
    let id: Int
    let viewPath: String
    var handle: Task<Void, Never>?
    private(set) var isCancelled = false

    init(id: Int, viewPath: String) {
        self.id = id
        self.viewPath = viewPath
    }

    func cancel() {
        isCancelled = true
        handle?.cancel()
    }
}

/// A running `.task`, as a tool shows it.
public struct TaskInfo: Sendable, Equatable {
    /// The host's number for the task, in start order.
    public let id: Int
    /// The identity of the view that started it.
    public let viewPath: String
    /// True once cancelled (the task may still be finishing).
    public let isCancelled: Bool
}
