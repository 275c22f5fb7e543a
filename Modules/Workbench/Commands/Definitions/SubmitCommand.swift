import TextUI

/// `submit FIELD [in ROW]`: submits a text field, as pressing Return does (its `onSubmit` actions run).
struct SubmitCommand: ActingCommand {
    let name = "submit"
    let usage = "FIELD " + ControlTarget.rowUsage
    let summary = "submit the text field with this title, as Return does (its onSubmit actions run)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> ControlTarget {
        var field = try ControlTarget.read(&arguments, named: "FIELD")
        try field.readRow(&arguments)
        return field
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1
            ? context.session.controlLabels(.textField) : ControlTarget.completeRow(context, kinds: [.textField])
    }

    @MainActor func act(_ field: ControlTarget, on host: ViewHost, in session: WorkbenchSession) async throws {
        if let row = field.row {
            try host.submit(field.label, inRowContaining: row)
        } else {
            try host.submit(field.label)
        }
    }

    func replayLine(_ field: ControlTarget) -> String { "submit \(field.writtenLabel)\(field.rowSuffix)" }

    @MainActor func code(_ field: ControlTarget, in test: ExportedTest) throws -> [String] {
        [ExportedTest.hostCall("submit", [("", field.label)], row: field.row)]
    }
}
