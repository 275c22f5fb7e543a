import TextUI

/// `tap LABEL [in ROW]`: taps the button (or link, menu, tab, tappable view) with this label.
struct TapCommand: ActingCommand {
    let name = "tap"
    let usage = "LABEL " + ControlTarget.rowUsage
    let summary = "tap the button with this label"
    let details = "Quote labels with spaces: tap \"Load more\". In a list, name the row: tap Edit in \"Buy milk\"."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> ControlTarget {
        try ControlTarget.readWithRow(&arguments)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1
            ? context.session.controlLabels(.button) : ControlTarget.completeRow(context, kinds: [.button])
    }

    @MainActor func act(_ target: ControlTarget, on host: ViewHost, in session: WorkbenchSession) async throws {
        if let row = target.row {
            try host.tap(target.label, inRowContaining: row)
        } else {
            try host.tap(target.label)
        }
    }

    func replayLine(_ target: ControlTarget) -> String { "tap \(target.writtenLabel)\(target.rowSuffix)" }

    @MainActor func code(_ target: ControlTarget, in test: ExportedTest) throws -> [String] {
        [ExportedTest.hostCall("tap", [("", target.label)], row: target.row)]
    }
}
