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

    /// True for commands that may change the component's state (they get an undo checkpoint and
    /// show the new rendering).
    public var changesState: Bool {
        switch self {
        case .set, .tap, .type, .toggle, .select, .use: true
        default: false
        }
    }
}
