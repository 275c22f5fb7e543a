/// `render [all|ROWS]`: shows the component's rendering, each list cut to a number of rows.
struct RenderCommand: WorkbenchCommand {
    let name = "render"
    let usage = "[all|ROWS]"
    let summary = "show the component's rendering"
    let details = "Lists show their first 20 rows unless you say all or a number."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Command.RowLimit {
        guard let word = try arguments.optional() else { return .standard }
        if word == "all" { return .all }
        guard let rows = Int(word), rows > 0 else {
            throw arguments.usage("expected all or a number of rows, found \(ArgumentText.quoted(word, limit: 40))")
        }
        return .count(rows)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? ["all"] : []
    }

    @MainActor func run(_ rows: Command.RowLimit, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        try session.showRendering(rows)
        return .succeeded
    }
}
