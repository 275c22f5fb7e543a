/// Content with an asynchronous task tied to its lifetime (and, with an id, to the id's value).
struct TaskContent<Content: View, ID: Equatable>: View {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor () async -> Void

    typealias Body = Never
}

/// The running task of one `.task` node.
final class RunningTask {
    var record: TaskRecord?
}

extension TaskContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func didMount(_ node: Node) {
        let running = RunningTask()
        node.primitiveState = running
        running.record = node.host?.startTask(for: node, priority: priority, action)
    }

    func didUpdate(_ node: Node, from previous: any View) {
        guard let previous = previous as? Self, previous.id != id,
            let running = node.primitiveState as? RunningTask
        else { return }
        running.record?.cancel()
        running.record = node.host?.startTask(for: node, priority: priority, action)
    }

    func willUnmount(_ node: Node) {
        (node.primitiveState as? RunningTask)?.record?.cancel()
    }
}

/// An id for `.task` without one: it never changes.
struct NoTaskID: Equatable {}

extension View {
    /// Starts `action` on the main actor when this view enters the tree; cancels it when the view
    /// leaves the tree or its host unmounts.
    ///
    /// - Parameters:
    ///   - priority: The priority the task is created with.
    ///   - action: The work to run on the main actor; it should stop when cancelled.
    /// - Returns: A view that runs `action` while it is in the tree.
    @preconcurrency public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    )
        -> some View
    {
        TaskContent(content: self, id: NoTaskID(), priority: priority, action: action)
    }

    /// Like ``task(priority:_:)``, and also cancels and restarts the task when `id` changes.
    ///
    /// - Parameters:
    ///   - value: A value to watch: when it changes, the task is cancelled and `action` starts again.
    ///   - priority: The priority the task is created with.
    ///   - action: The work to run on the main actor; it should stop when cancelled.
    /// - Returns: A view that runs `action` while it is in the tree, restarting it when `value` changes.
    @preconcurrency public func task<T: Equatable>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        TaskContent(content: self, id: value, priority: priority, action: action)
    }
}
