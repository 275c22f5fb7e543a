/// Every command the REPL knows, in the order `help` lists them. Each is declared in one file of
/// `Commands/Definitions/`; the parser, completion, `help` and dispatch all look here.
enum CommandTable {
    static let all: [any WorkbenchCommand] = [
        // What is mounted.
        ComponentsCommand(), StoriesCommand(), MountCommand(), UnmountCommand(),
        // Looking at it.
        RenderCommand(), StateCommand(), GetCommand(), TreeCommand(), DiffCommand(),
        // Writing values.
        SetCommand(), ResetCommand(),
        // Operating it as a person does.
        TapCommand(), TypeCommand(), SubmitCommand(), ToggleCommand(), SelectCommand(), PickCommand(),
        IncrementCommand(), DecrementCommand(), DeleteCommand(), MoveCommand(), SwipeCommand(), RefreshCommand(),
        LongPressCommand(), DragCommand(), MagnifyCommand(), RotateCommand(), KeyCommand(), ActionCommand(),
        OpenCommand(),
        PhaseCommand(), AdvanceCommand(),
        UseCommand(),
        // The session.
        SettleCommand(), TasksCommand(), LogCommand(), UndoCommand(), RedoCommand(), ReplayCommand(), ExportCommand(),
        DisplayCommand(), WidthCommand(), ClearCommand(), WatchCommand(), HelpCommand(), QuitCommand(),
    ]

    /// The command named `name` (or one of its aliases).
    static func named(_ name: String) -> (any WorkbenchCommand)? {
        all.first { $0.answers(to: name) }
    }
}
