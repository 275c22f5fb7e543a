/// `redo`: replays what `undo` rewound.
struct RedoCommand: WorkbenchCommand {
    let name = "redo"
    let usage = ""
    let summary = "replay what undo rewound"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        try await session.rewind(undo: false)
        return .succeeded
    }
}
