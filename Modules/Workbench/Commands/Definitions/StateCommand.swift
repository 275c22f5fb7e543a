/// `state`: shows the bindings, the mounted `@State`, the storage and the dependency choices.
struct StateCommand: WorkbenchCommand {
    let name = "state"
    let usage = ""
    let summary = "show the bindings and the mounted @State values with their types"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        session.output.write(try session.requireMount().values.describeState())
        return .succeeded
    }
}
