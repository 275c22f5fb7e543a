/// `replay`: takes again the steps a replay (undo or redo mounting again, a `watch` reload) could
/// not take, from the one that failed, each once the component reached what it waited for.
struct ReplayCommand: WorkbenchCommand {
    let name = "replay"
    let usage = ""
    let summary = "take again the steps a replay stopped before"
    let details =
        "When undo, redo or a reload mounts the component again and a step cannot be taken again, the replay "
        + "stops there and keeps the steps from it on; replay takes them again (a new step goes on without them)."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        try await session.replayPending()
        return .succeeded
    }
}
