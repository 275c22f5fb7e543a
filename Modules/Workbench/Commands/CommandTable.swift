/// Every command the REPL knows, in the order `help` lists them. Each is defined in one place
/// (`Commands/Definitions/`); the parser, completion, `help` and dispatch all look here.
enum CommandTable {
    static let all: [CommandDefinition] =
        MountingCommands.all + InspectionCommands.all + ChangeCommands.all + SessionCommands.all

    /// The command named `name` (or one of its aliases).
    static func named(_ name: String) -> CommandDefinition? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The definition of a parsed command (every case of ``Command`` has one; a test checks).
    static func definition(of command: Command) -> CommandDefinition? {
        named(command.name)
    }
}
