/// `undo`: rewinds the last state-changing command.
struct UndoCommand: WorkbenchCommand {
    let name = "undo"
    let usage = ""
    let summary = "rewind the last state-changing command"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        try await session.rewind(undo: true)
        return .succeeded
    }
}
