/// `tree`: shows the mounted component's node tree, with each view's identity and `@State` values.
struct TreeCommand: WorkbenchCommand {
    let name = "tree"
    let usage = ""
    let summary = "show the node tree: each view with its identity and @State values"
    let details =
        "A view's identity is its type and its key among its siblings: a position, an if/else branch "
        + "or a ForEach id. State lives as long as its identity does. Long values are shown by their size."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        session.output.write(try session.requireMount().describeTree())
        return .succeeded
    }
}
