/// A parsed REPL command.
public enum Command: Equatable, Sendable {
    /// `components`: lists the components the catalogs offer for mounting.
    case components
    /// `mount NAME[/STORY] [BINDING=JSON ...]`: mounts the component `name` (or its story, `Component/Story`),
    /// its bindings starting at the story's values, then the given ones.
    case mount(name: String, bindings: [BindingAssignment])
    /// `stories [COMPONENT]`: lists the stories of `component`, of the mounted one, or of every component.
    case stories(component: String?)
    /// `unmount`: unmounts the component, cancelling its tasks.
    case unmount
    /// `render [all|ROWS]`: shows the component's rendering, each list cut to `rows`.
    case render(rows: RowLimit)
    /// `state`: shows the bindings and the mounted `@State` values with their types.
    case state
    /// `tree`: shows the mounted component's node tree, with each view's identity and `@State` values.
    case tree
    /// `diff FILE`: compares the rendering (all rows) with a stored snapshot, as a line diff.
    case diff(file: String)
    /// `get PATH`: shows the binding or state value at `path` as JSON.
    case get(path: String)
    /// `set PATH JSON`: writes the value decoded from `json` at the binding or state `path`.
    case set(path: String, json: String)
    /// `reset`: puts every binding back to its default (the story's value, when a story is mounted).
    case reset
    /// `tap LABEL`: taps the button with this label.
    case tap(label: String)
    /// `type LABEL TEXT`: replaces the text of the text field titled `label` with `text`.
    case type(label: String, text: String)
    /// `toggle LABEL`: flips the toggle with this label.
    case toggle(label: String)
    /// `select LABEL VALUE`: chooses `option` in the picker with this label.
    case select(label: String, option: String)
    /// `use DEPENDENCY CHOICE [ARG]`: swaps a dependency for `choice` (with `argument`, if any) and mounts again.
    case use(dependency: String, choice: String, argument: String?)
    /// `settle [SECONDS]`: waits until updates and tasks are done, for at most `seconds` (nil: the session's
    /// settle timeout, 5 s by default).
    case settle(seconds: Double?)
    /// `tasks`: lists the mounted component's running tasks.
    case tasks
    /// `log [COUNT]`: shows the last `count` binding writes (nil: all that are kept).
    case log(count: Int?)
    /// `undo`: rewinds the last state-changing command.
    case undo
    /// `redo`: replays what `undo` rewound.
    case redo
    /// `export test [--force] [FILE]`: printed without a file; an existing file is replaced only
    /// when `replacing`.
    case exportTest(file: String?, replacing: Bool = false)
    /// `display full|changes`: sets what is shown after a state-changing command.
    case display(DisplayMode)
    /// `width auto|off|N`: sets how wide rendered lines may be before they are cut with `…`.
    case width(LineWidth)
    /// `watch [on|off]`: rebuilds and restarts the workbench, the session brought back, when its sources change.
    case watch(Bool?)
    /// `clear`: clears the screen (at a terminal; elsewhere it writes nothing).
    case clear
    /// `help [COMMAND]`: lists the commands, or explains `command`.
    case help(command: String?)
    /// `quit`: leaves the REPL (as Ctrl-D does).
    case quit

    /// A `BINDING=JSON` argument of `mount`.
    public struct BindingAssignment: Equatable, Sendable {
        /// The binding's name, before `=`.
        public let name: String
        /// The binding's starting value as JSON text, after `=` (decoded when the component mounts).
        public let json: String

        /// The assignment `name=json`.
        ///
        /// - Parameters:
        ///   - name: The binding's name.
        ///   - json: The binding's starting value as JSON text.
        public init(name: String, json: String) {
            self.name = name
            self.json = json
        }
    }

    /// How many rows of each list `render` shows.
    public enum RowLimit: Equatable, Sendable {
        /// The session's row limit (``WorkbenchSession/Options/rowLimit``, 20 by default).
        case standard
        /// Every row of every list.
        case all
        /// At most this many rows (a positive number).
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
        case .stories: "stories"
        case .tree: "tree"
        case .diff: "diff"
        case .reset: "reset"
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
        case .width: "width"
        case .clear: "clear"
        case .watch: "watch"
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
