/// `unmount`: unmounts the component, cancelling its tasks.
struct UnmountCommand: WorkbenchCommand {
    let name = "unmount"
    let usage = ""
    let summary = "unmount the component (its tasks are cancelled)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        let name = try session.requireMount().name
        session.unmount()
        session.output.write("unmounted \(name)")
        return .succeeded
    }
}
