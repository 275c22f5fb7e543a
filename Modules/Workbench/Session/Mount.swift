import Catalog

/// Everything about one mounted component: the component itself, the log of its writes, its undo
/// history, the steps `export test` replays, the values it was mounted with and its last
/// rendering. `mount` and `unmount` replace the whole value, so every reset is the same.
@MainActor
final class Mount {
    let component: MountedComponent
    /// The bindings it was mounted with.
    let initialAssignments: [Command.BindingAssignment]
    var log: SessionLog
    var history = UndoHistory<SessionSnapshot>()
    var replay: ReplaySteps
    /// The last rendering shown (what `display changes` compares with).
    var lastRendering = ""
    /// The log positions each undo marked undone, newest last, for redo to unmark.
    var undoneLogPositions: [Range<Int>] = []
    /// True while undo or redo puts values back (those writes are not logged: the entries they
    /// rewind are marked instead).
    var isRewinding = false

    init(_ component: MountedComponent, assignments: [Command.BindingAssignment], options: WorkbenchSession.Options) {
        self.component = component
        self.initialAssignments = assignments
        self.log = SessionLog(capacity: options.logCapacity)
        self.replay = ReplaySteps(capacity: options.stepCapacity)
    }
}
