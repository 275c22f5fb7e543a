import TextUI

/// `refresh`: pulls the refreshable view down: its `.refreshable` action runs to its end.
struct RefreshCommand: ActingCommand {
    let name = "refresh"
    let usage = ""
    let summary = "refresh the refreshable view, as pulling it down does (waits for its action)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func act(_ arguments: NoArguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        try await host.refresh()
    }

    func replayLine(_ arguments: NoArguments) -> String { "refresh" }

    @MainActor func code(_ arguments: NoArguments, in test: ExportedTest) throws -> [String] {
        ["try await host.refresh()"]
    }
}
