/// `display full|changes`: sets what is shown after a state-changing command.
struct DisplayCommand: WorkbenchCommand {
    let name = "display"
    let usage = "full|changes"
    let summary = "after a change, show the whole rendering or only changed lines"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Command.DisplayMode {
        let word = try arguments.required("full|changes")
        guard let mode = Command.DisplayMode(rawValue: word) else { throw arguments.usage("expected full or changes") }
        return mode
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? Command.DisplayMode.allCases.map(\.rawValue) : []
    }

    @MainActor func run(_ mode: Command.DisplayMode, in session: WorkbenchSession) async throws
        -> WorkbenchSession.Outcome
    {
        session.options.displayMode = mode
        session.output.write("after changes: \(mode == .full ? "the whole rendering" : "only changed lines")")
        return .succeeded
    }
}
