/// A parsed REPL command.
public enum Command: Equatable, Sendable {
    case components
    case mount(name: String, bindings: [BindingAssignment])
    case unmount
    case render(rows: RowLimit)
    case state
    case get(path: String)
    case set(path: String, json: String)
    case tap(label: String)
    case type(label: String, text: String)
    case toggle(label: String)
    case select(label: String, option: String)
    case use(dependency: String, choice: String, argument: String?)
    case settle(seconds: Double?)
    case tasks
    case log(count: Int?)
    case undo
    case redo
    /// `export test [--force] [FILE]`: printed without a file; an existing file is replaced only
    /// when `replacing`.
    case exportTest(file: String?, replacing: Bool = false)
    case display(DisplayMode)
    case help(command: String?)
    case quit

    /// A `BINDING=JSON` argument of `mount`.
    public struct BindingAssignment: Equatable, Sendable {
        public let name: String
        public let json: String

        public init(name: String, json: String) {
            self.name = name
            self.json = json
        }
    }

    /// How many rows of each list `render` shows.
    public enum RowLimit: Equatable, Sendable {
        case standard
        case all
        case count(Int)
    }

    /// What is shown after a command that changes state.
    public enum DisplayMode: String, Equatable, Sendable, CaseIterable {
        /// The whole new rendering.
        case full
        /// Only the lines that changed.
        case changes
    }

    /// The name of the command, as typed (its definition in the command table has it).
    public var name: String {
        switch self {
        case .components: "components"
        case .mount: "mount"
        case .unmount: "unmount"
        case .render: "render"
        case .state: "state"
        case .get: "get"
        case .set: "set"
        case .tap: "tap"
        case .type: "type"
        case .toggle: "toggle"
        case .select: "select"
        case .use: "use"
        case .settle: "settle"
        case .tasks: "tasks"
        case .log: "log"
        case .undo: "undo"
        case .redo: "redo"
        case .exportTest: "export"
        case .display: "display"
        case .help: "help"
        case .quit: "quit"
        }
    }

    /// True for commands that may change the component's state (they get an undo checkpoint and
    /// show the new rendering).
    public var changesState: Bool {
        guard case .change = CommandTable.definition(of: self)?.action else { return false }
        return true
    }
}
