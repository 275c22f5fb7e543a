/// `components`: lists the components the catalogs offer for mounting.
struct ComponentsCommand: WorkbenchCommand {
    let name = "components"
    let usage = ""
    let summary = "list the components you can mount"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        session.output.write(session.describeComponents())
        return .succeeded
    }
}
