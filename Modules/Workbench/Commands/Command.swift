/// A parsed REPL command: which command it is (its definition, in the table of commands) and its
/// arguments, read into that command's own arguments type. Each command is declared once, in a
/// file of `Commands/Definitions/`; see the Workbench article <doc:HowACommandFlows>.
public struct Command: Equatable, Sendable, CustomStringConvertible {
    let definition: any WorkbenchCommand
    let arguments: any Sendable

    init<Definition: WorkbenchCommand>(definition: Definition, arguments: Definition.Arguments) {
        self.definition = definition
        self.arguments = arguments
    }

    /// The command `line` names, with its arguments (as ``CommandParser/parse(_:)`` reads it).
    ///
    /// - Parameter line: One line, e.g. `tap Done in "Buy milk"`.
    /// - Throws: ``CommandError`` when the line is no command or its arguments do not fit.
    public init(_ line: String) throws(CommandError) {
        self = try CommandParser.parse(line)
    }

    /// The command named `name` with arguments already split into words (no quoting: each word
    /// is one argument as it is, control characters included), for tools that hold data rather
    /// than a line.
    ///
    /// - Parameters:
    ///   - name: The command's name or alias, e.g. `tap`.
    ///   - arguments: Its arguments, one a word, e.g. `["Done", "in", "Buy milk"]`.
    /// - Throws: ``CommandError/unknownCommand(_:suggestion:)`` or a usage error, as parsing a line does.
    public init(name: String, arguments: [String]) throws(CommandError) {
        guard let definition = CommandTable.named(name) else {
            throw .unknownCommand(name, suggestion: CommandParser.suggestion(for: name))
        }
        var reader = ArgumentReader(words: arguments, name: definition.name, synopsis: definition.synopsis)
        self = try definition.command(from: &reader)
        try reader.finish()
    }

    /// The name of the command, as typed (an alias reads as the command's name).
    public var name: String { definition.name }

    /// True for commands that may change the component's state (they get an undo checkpoint, are
    /// kept for `export test` and show the new rendering).
    public var changesState: Bool { definition is any ChangeCommand }

    /// The command and its arguments, as Swift shows values (for messages and test failures).
    public var description: String { "\(name) \(arguments)" }

    public static func == (lhs: Command, rhs: Command) -> Bool {
        lhs.name == rhs.name && lhs.definition.areEqual(lhs.arguments, rhs.arguments)
    }

    /// The arguments, when they are of type `type` (a test reads them so).
    func arguments<Arguments>(as type: Arguments.Type) -> Arguments? {
        arguments as? Arguments
    }
}

extension Command {
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
}
