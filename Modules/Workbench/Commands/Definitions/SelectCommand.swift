import TextUI

/// `select LABEL VALUE [in ROW]`: chooses an option of the picker with this label.
struct SelectCommand: ActingCommand {
    struct Arguments: Equatable, Sendable {
        var picker: ControlTarget
        var option: String
    }

    let name = "select"
    let usage = "LABEL VALUE " + ControlTarget.rowUsage
    let summary = "choose an option of the picker with this label"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        var picker = try ControlTarget.read(&arguments)
        let option = try arguments.required("VALUE")
        try picker.readRow(&arguments)
        return Arguments(picker: picker, option: option)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        switch context.position {
        case 1: return context.session.controlLabels(.picker)
        case 2: return context.session.pickerOptions(context.previous.first ?? "")
        default: return ControlTarget.completeRow(context, kinds: [.picker], inPosition: 3)
        }
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        if let row = arguments.picker.row {
            try host.select(arguments.option, in: arguments.picker.label, inRowContaining: row)
        } else {
            try host.select(arguments.option, in: arguments.picker.label)
        }
    }

    func replayLine(_ arguments: Arguments) -> String {
        "select \(arguments.picker.writtenLabel) \(ArgumentText.written(arguments.option))\(arguments.picker.rowSuffix)"
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        [
            ExportedTest.hostCall(
                "select", [("", arguments.option), ("in", arguments.picker.label)], row: arguments.picker.row)
        ]
    }
}
