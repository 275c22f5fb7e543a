/// What the REPL knows about each command: its name, its arguments, and its help text. The
/// parser, `help` and completion all read this table.
public struct CommandSpec: Sendable {
    /// The command's name.
    public let name: String
    /// Its arguments, as `help` shows them.
    public let usage: String
    /// One line saying what it does.
    public let summary: String
    /// More detail for `help NAME`.
    public let details: String

    /// Every command, in the order `help` lists them.
    public static let all: [CommandSpec] = [
        CommandSpec("components", "", "list the components you can mount", ""),
        CommandSpec(
            "mount", "NAME [BINDING=JSON ...]", "mount a component, optionally with starting binding values",
            "e.g. mount MovieBrowser query=\"ali\" sort=\"year\". Replaces the mounted component."
        ),
        CommandSpec("unmount", "", "unmount the component (its tasks are cancelled)", ""),
        CommandSpec(
            "render", "[all|ROWS]", "show the component's rendering",
            "Lists show their first 20 rows unless you say all or a number."
        ),
        CommandSpec("state", "", "show the bindings and the mounted @State values with their types", ""),
        CommandSpec(
            "get", "PATH", "show a value as JSON",
            "PATH is a binding or state name, then .key or [index] steps: get movies[0].title"
        ),
        CommandSpec(
            "set", "PATH JSON", "write a value (JSON) at a path",
            "e.g. set movies[0].title \"Heat\". The rest of the line is the JSON value."
        ),
        CommandSpec("tap", "LABEL", "tap the button with this label", "Quote labels with spaces: tap \"Load more\""),
        CommandSpec("type", "LABEL TEXT", "replace the text of the text field with this title", ""),
        CommandSpec("toggle", "LABEL", "flip the toggle with this label", ""),
        CommandSpec("select", "LABEL VALUE", "choose an option of the picker with this label", ""),
        CommandSpec(
            "use", "DEPENDENCY CHOICE [ARG]", "swap a dependency (the component mounts again with it)",
            "e.g. use loader failing, use loader remote https://example.com/popular.json"
        ),
        CommandSpec(
            "settle", "[SECONDS]", "wait until updates and tasks are done (5 s at most unless given)",
            "Still busy then is an error (a script stops there). Ctrl-C interrupts."
        ),
        CommandSpec("tasks", "", "list the running tasks", ""),
        CommandSpec("log", "[COUNT]", "show binding writes: time, path, old and new value, and who wrote it", ""),
        CommandSpec("undo", "", "rewind the last state-changing command", ""),
        CommandSpec("redo", "", "replay what undo rewound", ""),
        CommandSpec(
            "export", "test [--force] [FILE]", "write a Swift Testing test that replays this session",
            "Without FILE the test is printed. An existing FILE is replaced only with --force."
        ),
        CommandSpec("display", "full|changes", "after a change, show the whole rendering or only changed lines", ""),
        CommandSpec("help", "[COMMAND]", "list the commands, or explain one", ""),
        CommandSpec("quit", "", "leave (Ctrl-D too)", ""),
    ]

    init(_ name: String, _ usage: String, _ summary: String, _ details: String) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.details = details
    }

    /// The spec of the command named `name`.
    public static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name } ?? (name == "exit" ? all.first { $0.name == "quit" } : nil)
    }

    /// `name usage`, for messages.
    public var synopsis: String { usage.isEmpty ? name : "\(name) \(usage)" }
}
