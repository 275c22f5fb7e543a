import TextUI

/// `swipe ROW [leading] [fully]`: swipes the list row that shows this text, as a person does: its
/// swipe actions (`.swipeActions`) show beside it, to be tapped by their labels; a full swipe runs
/// the first action when the row allows it.
struct SwipeCommand: ActingCommand {
    /// The row, and how it is swiped.
    struct Arguments: Equatable, Sendable {
        var row: String
        var leading = false
        var fully = false
    }

    let name = "swipe"
    let usage = "ROW [leading] [fully]"
    let summary = "swipe the row that shows this text, showing its swipe actions (fully: run the first)"
    let details =
        "The trailing actions show unless leading is given; then tap one by its label: "
        + "swipe \"Buy milk\" leading, then tap Complete in \"Buy milk\"."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        var parsed = Arguments(row: try arguments.required("ROW"))
        while let word = try arguments.optional() {
            switch word {
            case "leading": parsed.leading = true
            case "trailing": parsed.leading = false
            case "fully": parsed.fully = true
            default:
                throw arguments.usage(
                    "expected leading, trailing or fully, found \(ArgumentText.quoted(word, limit: 40)) "
                        + "(quote arguments with spaces)")
            }
        }
        return parsed
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        guard context.position > 1 else {
            return context.session.swipeableRows(edge: .trailing) + context.session.swipeableRows(edge: .leading)
        }
        return ["leading", "trailing", "fully"].filter { !context.previous.dropFirst().contains($0) }
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        try host.swipe(arguments.row, edge: arguments.leading ? .leading : .trailing, fully: arguments.fully)
    }

    func replayLine(_ arguments: Arguments) -> String {
        "swipe \(ArgumentText.written(arguments.row))" + (arguments.leading ? " leading" : "")
            + (arguments.fully ? " fully" : "")
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        var options: [(label: String, code: String)] = []
        if arguments.leading { options.append(("edge", ".leading")) }
        if arguments.fully { options.append(("fully", "true")) }
        return [ExportedTest.hostCall("swipe", [("", arguments.row)], code: options)]
    }
}
