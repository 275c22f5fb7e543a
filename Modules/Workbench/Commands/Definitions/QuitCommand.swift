/// `quit` (or `exit`): leaves the REPL, as Ctrl-D does.
struct QuitCommand: WorkbenchCommand {
    let name = "quit"
    let aliases = ["exit"]
    let usage = ""
    let summary = "leave (Ctrl-D too)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        .quit
    }
}
