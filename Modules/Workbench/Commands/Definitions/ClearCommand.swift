/// `clear`: clears the screen (at a terminal; elsewhere it writes nothing).
struct ClearCommand: WorkbenchCommand {
    let name = "clear"
    let usage = ""
    let summary = "clear the screen (Ctrl-L too)"
    let details = "Writes nothing when the output is not a terminal."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        session.output.clearScreen()
        return .succeeded
    }
}
