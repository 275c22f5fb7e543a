import TextUI

/// `toggle LABEL [in ROW]`: flips the toggle with this label (or opens or closes a disclosure group).
struct ToggleCommand: ActingCommand {
    let name = "toggle"
    let usage = "LABEL " + ControlTarget.rowUsage
    let summary = "flip the toggle with this label"
    let details = "In a list, name the row by a text it shows: toggle Done in \"Buy milk\"."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> ControlTarget {
        try ControlTarget.readWithRow(&arguments)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1
            ? context.session.controlLabels(.toggle) : ControlTarget.completeRow(context, kinds: [.toggle])
    }

    @MainActor func act(_ target: ControlTarget, on host: ViewHost, in session: WorkbenchSession) async throws {
        if let row = target.row {
            try host.toggle(target.label, inRowContaining: row)
        } else {
            try host.toggle(target.label)
        }
    }

    func replayLine(_ target: ControlTarget) -> String { "toggle \(target.writtenLabel)\(target.rowSuffix)" }

    @MainActor func code(_ target: ControlTarget, in test: ExportedTest) throws -> [String] {
        [ExportedTest.hostCall("toggle", [("", target.label)], row: target.row)]
    }
}
