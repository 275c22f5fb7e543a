import TextUI

/// `delete ROW`: deletes the row that shows this text, through its list's `onDelete`, as swiping
/// it away does.
struct DeleteCommand: ActingCommand {
    let name = "delete"
    let usage = "ROW"
    let summary = "delete the row that shows this text (its ForEach's onDelete runs), as a swipe does"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> String {
        try arguments.required("ROW")
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? context.session.deletableRows() : []
    }

    @MainActor func act(_ row: String, on host: ViewHost, in session: WorkbenchSession) async throws {
        try host.deleteRow(row)
    }

    func replayLine(_ row: String) -> String { "delete \(ArgumentText.written(row))" }

    @MainActor func code(_ row: String, in test: ExportedTest) throws -> [String] {
        [ExportedTest.hostCall("deleteRow", [("", row)])]
    }
}
