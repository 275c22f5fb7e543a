import TextUI

/// `move ROW POSITION`: moves the row that shows this text to a position among its list's rows
/// (from 1, the first), through its list's `onMove`, as dragging its handle does.
struct MoveCommand: ActingCommand {
    /// The row, and where it ends up (from 1).
    struct Arguments: Equatable, Sendable {
        var row: String
        var position: Int
    }

    let name = "move"
    let usage = "ROW POSITION"
    let summary = "move the row that shows this text to a position, 1 being the first (its ForEach's onMove runs)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        let row = try arguments.required("ROW")
        guard let position = try arguments.positiveInteger(describing: "a position (1 is the first row)") else {
            throw arguments.usage("missing POSITION")
        }
        return Arguments(row: row, position: position)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? context.session.mounted?.movableRows() ?? [] : []
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        do {
            try host.moveRow(arguments.row, to: arguments.position - 1)
        } catch ViewHostError.rowPositionOutOfRange(let text, _, let count) {
            // Said as the command counts: from 1.
            throw CommandError.invalidArgument(
                "cannot move \(ArgumentText.quoted(text, limit: 40)) to position \(arguments.position): there are "
                    + "\(count) rows (positions 1 to \(count))")
        }
    }

    func replayLine(_ arguments: Arguments) -> String {
        "move \(ArgumentText.written(arguments.row)) \(arguments.position)"
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        [ExportedTest.hostCall("moveRow", [("", arguments.row)], code: [("to", "\(arguments.position - 1)")])]
    }
}
