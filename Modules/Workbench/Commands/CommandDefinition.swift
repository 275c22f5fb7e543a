import Catalog

/// One REPL command, declared once: its name, its arguments, its help, how its arguments are
/// read, what Tab offers for them, and what it does. The parser, completion, `help` and the
/// session's dispatch all read the table of these (``CommandTable``), so a command is added in
/// one place, and a name that is not in the table is an error, never another command.
struct CommandDefinition: Sendable {
    /// What a command does when it runs.
    enum Action: Sendable {
        /// Looks, or manages the session (mounting, undo, export...): no undo checkpoint.
        case query(@MainActor @Sendable (WorkbenchSession, Command) async throws -> Void)
        /// Changes the mounted component's state: it gets an undo checkpoint, is kept for
        /// `export test`, and the new rendering is shown. It returns the step to replay.
        case change(@MainActor @Sendable (WorkbenchSession, MountedComponent, Command) throws -> SessionStep)
        /// Ends the session.
        case quit
    }

    /// The command's name.
    let name: String
    /// Other names that mean the same command (`exit` for `quit`).
    var aliases: [String] = []
    /// Its arguments, as `help` shows them.
    let usage: String
    /// One line saying what it does.
    let summary: String
    /// More detail for `help NAME`.
    var details = ""
    /// Reads the arguments after the name.
    let parse: @Sendable (inout ArgumentReader) throws(CommandError) -> Command
    /// What Tab offers for an argument.
    var complete: @MainActor @Sendable (CompletionContext) -> [String] = { _ in [] }
    /// True when a candidate Tab offered can go on (no space after it): `NAME=` by default.
    var continues: @MainActor @Sendable (CompletionContext, String) -> Bool = { _, candidate in
        candidate.hasSuffix("=")
    }
    /// What it does.
    let action: Action
    /// What the session can add to a usage error and to `help NAME` (the choices `use` offers),
    /// given the arguments typed; nil when it has nothing to add.
    var hint: @MainActor @Sendable (WorkbenchSession, [String]) -> String? = { _, _ in nil }

    /// `name usage`, for messages.
    var synopsis: String { usage.isEmpty ? name : "\(name) \(usage)" }
}

/// What completion knows when it asks a command for candidates: the session, which argument is
/// being completed (1 = the first) and the arguments before it.
@MainActor
struct CompletionContext {
    let session: WorkbenchSession
    let position: Int
    let previous: [String]
    /// The part of the argument typed so far.
    let prefix: String
}
