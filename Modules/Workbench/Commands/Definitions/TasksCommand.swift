/// `tasks`: lists the mounted component's running tasks.
struct TasksCommand: WorkbenchCommand {
    let name = "tasks"
    let usage = ""
    let summary = "list the running tasks"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        session.output.write(try session.requireMount().describeTasks())
        return .succeeded
    }
}
