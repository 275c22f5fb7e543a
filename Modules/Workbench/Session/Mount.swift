import Catalog

/// Everything about one mounted component: the component itself, the log of its writes, its undo
/// history, the steps `export test` replays, the values it was mounted with and its last
/// rendering. `mount` and `unmount` replace the whole value, so every reset is the same.
@MainActor
final class Mount {
    let component: MountedComponent
    /// The story it shows, if any.
    let story: ComponentStory?
    /// The story's starting values, as they were made when it was mounted.
    let storyValues: [StoryValue]
    /// The bindings given to `mount` itself (after the story's).
    let userAssignments: [Command.BindingAssignment]
    /// The bindings it was mounted with (the story's values, then those given to `mount`).
    var initialAssignments: [Command.BindingAssignment] {
        storyValues.map { Command.BindingAssignment(name: $0.name, json: $0.json) } + userAssignments
    }
    /// The dependency choices it was mounted with (the story's); the others were their defaults.
    var initialSelections: [String: DependencySelection] { story?.selections ?? [:] }
    /// The JSON `reset` puts back, by binding name, where it is not the binding's own default: the story's values.
    var defaultJSON: [String: String] {
        Dictionary(storyValues.map { ($0.name, $0.json) }, uniquingKeysWith: { $1 })
    }
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

    init(
        _ component: MountedComponent, story: ComponentStory?, storyValues: [StoryValue],
        assignments: [Command.BindingAssignment], options: WorkbenchSession.Options
    ) {
        self.component = component
        self.story = story
        self.storyValues = storyValues
        self.userAssignments = assignments
        self.log = SessionLog(capacity: options.logCapacity)
        self.replay = ReplaySteps(capacity: options.stepCapacity)
    }
}
