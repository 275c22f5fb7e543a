/// `get PATH`: shows the binding or state value at a path as JSON.
struct GetCommand: WorkbenchCommand {
    let name = "get"
    let usage = "PATH"
    let summary = "show a value as JSON"
    let details = "PATH is a binding or state name, then .key or [index] steps: get items[0].title"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> String {
        try arguments.required("PATH")
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? context.session.pathCandidates(context.prefix) : []
    }

    @MainActor func continues(_ candidate: String, in context: CompletionContext) -> Bool {
        context.position == 1 && context.session.pathContinues(candidate)
    }

    @MainActor func run(_ path: String, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        session.output.write(try session.requireMount().values.value(at: path).prettyText)
        return .succeeded
    }
}
