/// `watch [on|off]`: rebuilds and restarts the workbench, the session brought back, when its sources change.
struct WatchCommand: WorkbenchCommand {
    let name = "watch"
    let usage = "[on|off]"
    let summary = "rebuild and restart when the sources change, bringing the session back"
    let details =
        "For workbenches the workbench plugin builds. The component, its story, its values and the steps "
        + "since the mount are replayed in the new build; a failed build is shown and this one keeps running."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Bool? {
        guard let word = try arguments.optional() else { return nil }
        switch word {
        case "on": return true
        case "off": return false
        default: throw arguments.usage("expected on or off, found \(ArgumentText.quoted(word, limit: 40))")
        }
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? ["on", "off"] : []
    }

    @MainActor func run(_ on: Bool?, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        try session.setWatching(on)
        return .succeeded
    }
}
