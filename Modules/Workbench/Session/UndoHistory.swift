/// Checkpoints for undo and redo: each state-changing command saves the state before it; undo
/// goes back to the last checkpoint (saving the present for redo), redo goes forward again. A
/// new change clears what could be redone. Bounded, so a long session stays small.
struct UndoHistory<Snapshot> {
    let capacity: Int
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []

    init(capacity: Int = 200) {
        self.capacity = max(1, capacity)
    }

    /// Saves the state before a change.
    mutating func checkpoint(_ snapshot: Snapshot) {
        undoStack.append(snapshot)
        if undoStack.count > capacity { undoStack.removeFirst(undoStack.count - capacity) }
        redoStack.removeAll()
    }

    /// The state to go back to, saving `present` for redo.
    mutating func undo(from present: Snapshot) -> Snapshot? {
        guard let previous = undoStack.popLast() else { return nil }
        redoStack.append(present)
        return previous
    }

    /// The state to go forward to, saving `present` for undo.
    mutating func redo(from present: Snapshot) -> Snapshot? {
        guard let next = redoStack.popLast() else { return nil }
        undoStack.append(present)
        return next
    }

    /// Changes the newest checkpoint undo would go back to, if any.
    mutating func updateLast(_ change: (Snapshot) -> Snapshot) {
        guard let last = undoStack.popLast() else { return }
        undoStack.append(change(last))
    }

    /// Changes the newest checkpoint redo would go forward to, if any.
    mutating func updateLastRedo(_ change: (Snapshot) -> Snapshot) {
        guard let last = redoStack.popLast() else { return }
        redoStack.append(change(last))
    }
}
