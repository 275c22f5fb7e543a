import TextUI

/// One REPL command, declared in one place (a file of `Commands/Definitions/`): its name, its
/// aliases, its usage and help, how its arguments are read into its own ``Arguments`` type, what
/// Tab offers for them, and what it does. Parsing, completion, `help` and the session's dispatch
/// all go through ``CommandTable``, so adding a command is adding one file and one line there.
///
/// A command that changes the mounted component's state is a ``ChangeCommand``: it also says how
/// its step is replayed and how an exported test takes it.
protocol WorkbenchCommand: Sendable {
    /// What the command's arguments parse into.
    associatedtype Arguments: Equatable & Sendable

    /// The command's name, as typed.
    var name: String { get }
    /// Other names that mean the same command (`exit` for `quit`).
    var aliases: [String] { get }
    /// Its arguments, as `help` shows them (`LABEL [in ROW]`).
    var usage: String { get }
    /// One line saying what it does.
    var summary: String { get }
    /// More detail for `help NAME`.
    var details: String { get }

    /// Reads the arguments after the name.
    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments

    /// What Tab offers for the argument at `context.position`.
    @MainActor func complete(_ context: CompletionContext) -> [String]

    /// True when `candidate`, the only one Tab offered, can go on (no space after it).
    @MainActor func continues(_ candidate: String, in context: CompletionContext) -> Bool

    /// What the session can add to a usage error and to `help NAME` (the choices `use` offers),
    /// given the arguments typed; nil when it has nothing to add.
    @MainActor func hint(for arguments: [String], in session: WorkbenchSession) -> String?

    /// Runs the command.
    @MainActor func run(_ arguments: Arguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
}

extension WorkbenchCommand {
    var aliases: [String] { [] }
    var details: String { "" }

    @MainActor func complete(_ context: CompletionContext) -> [String] { [] }

    @MainActor func continues(_ candidate: String, in context: CompletionContext) -> Bool {
        candidate.hasSuffix("=")
    }

    @MainActor func hint(for arguments: [String], in session: WorkbenchSession) -> String? { nil }

    /// `name usage`, for messages.
    var synopsis: String { usage.isEmpty ? name : "\(name) \(usage)" }

    /// True when `word` names this command.
    func answers(to word: String) -> Bool {
        word == name || aliases.contains(word)
    }

    /// Reads the arguments and wraps them with the command.
    func command(from reader: inout ArgumentReader) throws(CommandError) -> Command {
        Command(definition: self, arguments: try parse(&reader))
    }

    /// Runs the command with arguments of any type: they are its own (``Command`` keeps them so).
    @MainActor func run(erased arguments: any Sendable, in session: WorkbenchSession) async throws
        -> WorkbenchSession.Outcome
    {
        guard let arguments = arguments as? Arguments else {
            throw CommandError.invalidArgument("\(name) was given the arguments of another command")
        }
        return try await run(arguments, in: session)
    }

    /// True when `other` holds arguments of this command equal to `arguments`.
    func areEqual(_ arguments: any Sendable, _ other: any Sendable) -> Bool {
        guard let arguments = arguments as? Arguments, let other = other as? Arguments else { return false }
        return arguments == other
    }
}

/// The arguments of a command that takes none.
struct NoArguments: Equatable, Sendable {}

/// A command that changes the mounted component's state, as a person using it would (`tap`,
/// `toggle`, `increment`…) or by writing values (`set`, `reset`). The session runs it between an
/// undo checkpoint and the new rendering (see ``WorkbenchSession/change(by:_:)``), keeps its step for
/// `watch` to replay and for `export test`, and the step says how to take it again: as a command
/// line and as Swift code.
protocol ChangeCommand: WorkbenchCommand {
    /// What the change did, as it is replayed and exported (the arguments, by default; `set` says
    /// whether it wrote a binding or a state).
    associatedtype Step: Sendable = Arguments

    /// Makes the change on the mounted component; throws, having changed nothing, when it cannot.
    @MainActor func perform(_ arguments: Arguments, on mount: Mount, in session: WorkbenchSession) async throws
        -> Step

    /// The command line that takes the step again, as a person would type it.
    func replayLine(_ step: Step) -> String

    /// The lines of Swift that take the step in an exported test.
    @MainActor func code(_ step: Step, in test: ExportedTest) throws -> [String]
}

extension ChangeCommand {
    @MainActor func run(_ arguments: Arguments, in session: WorkbenchSession) async throws
        -> WorkbenchSession.Outcome
    {
        try await session.change(by: self, arguments)
        return .succeeded
    }
}

/// A change command whose step is its arguments: it only acts.
protocol ActingCommand: ChangeCommand where Step == Arguments {
    /// Acts on the host the component is mounted in, as a person does; throws, having changed
    /// nothing, when it cannot.
    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws

    /// The arguments with their control named in the row that shows `row`, for the example an
    /// error gives when the label answers in several rows; nil when the command names no control.
    func arguments(_ arguments: Arguments, inRow row: String) -> Arguments?
}

extension ActingCommand {
    func arguments(_ arguments: Arguments, inRow row: String) -> Arguments? { nil }
}

extension ActingCommand where Arguments: ControlArguments {
    func arguments(_ arguments: Arguments, inRow row: String) -> Arguments? {
        var scoped = arguments
        scoped.control.row = row
        return scoped
    }
}

extension ActingCommand {
    /// Acts; a label that answers to a control in each of several rows is refused with those rows
    /// listed (`in ROW` names one).
    @MainActor func perform(_ arguments: Arguments, on mount: Mount, in session: WorkbenchSession) async throws
        -> Step
    {
        do {
            try await mount.operate { host in try await act(arguments, on: host, in: session) }
        } catch ViewHostError.ambiguousControl(let kind, let label, let candidates) {
            let rows = mount.controls().filter { $0.kind == kind && candidates.contains($0.label) }
                .compactMap(\.row)
            guard rows.count > 1 else {
                throw ViewHostError.ambiguousControl(kind: kind, label: label, candidates: candidates)
            }
            // The whole command again, in the first row, when it can be said (`toggle Read in Piranesi`).
            let example =
                self.arguments(arguments, inRow: rows[0]).map(replayLine)
                ?? (usage == "LABEL " + ControlTarget.rowUsage
                    ? "\(name) \(ArgumentText.written(label)) in \(ArgumentText.written(rows[0]))"
                    : "… in \(ArgumentText.written(rows[0]))")
            throw WorkbenchError.controlInSeveralRows(
                kind: kind, label: label, rows: rows, example: example)
        } catch ViewHostError.controlNotInRow(.button, let label, let row, let available) {
            let error = ViewHostError.controlNotInRow(kind: .button, label: label, row: row, available: available)
            let edges = [HorizontalEdge.trailing, .leading].filter { edge in
                mount.swipeableRows(edge: edge).contains { $0.contains(row) }
            }
            guard !edges.isEmpty else { throw error }
            let swipes = edges.map { "swipe \(ArgumentText.written(row))" + ($0 == .leading ? " leading" : "") }
            throw WorkbenchError.swipeActionsHidden(
                String(describing: error), example: swipes.joined(separator: ", or "))
        }
        return arguments
    }
}
