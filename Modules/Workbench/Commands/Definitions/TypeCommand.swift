import TextUI

/// `type LABEL TEXT [in ROW]`: replaces the text of the text field with this title.
struct TypeCommand: ActingCommand {
    struct Arguments: Equatable, Sendable {
        var field: ControlTarget
        var text: String
    }

    let name = "type"
    let usage = "LABEL TEXT " + ControlTarget.rowUsage
    let summary = "replace the text of the text field with this title"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        var field = try ControlTarget.read(&arguments)
        let text = try arguments.required("TEXT")
        try field.readRow(&arguments)
        return Arguments(field: field, text: text)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1
            ? context.session.controlLabels(.textField)
            : ControlTarget.completeRow(context, kinds: [.textField], inPosition: 3)
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        if let row = arguments.field.row {
            try host.type(arguments.text, into: arguments.field.label, inRowContaining: row)
        } else {
            try host.type(arguments.text, into: arguments.field.label)
        }
    }

    func replayLine(_ arguments: Arguments) -> String {
        "type \(arguments.field.writtenLabel) \(ArgumentText.written(arguments.text))\(arguments.field.rowSuffix)"
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        [
            ExportedTest.hostCall(
                "type", [("", arguments.text), ("into", arguments.field.label)], row: arguments.field.row)
        ]
    }
}
