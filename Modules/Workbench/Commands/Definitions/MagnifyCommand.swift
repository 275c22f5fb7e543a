import TextUI

/// `magnify LABEL SCALE [in ROW]`: pinches the view that shows this text to a scale (2 doubles it,
/// 0.5 halves it): its magnify gestures change on the way, then end.
struct MagnifyCommand: ActingCommand {
    let name = "magnify"
    let usage = GestureAmount.usage("SCALE")
    let summary = "pinch the view with this text to a scale (2 doubles, 0.5 halves): its magnify gestures run"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> GestureAmount {
        try GestureAmount.read(&arguments, "SCALE (2 doubles, 0.5 halves)", in: 0.01...100)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] { GestureAmount.complete(context) }

    @MainActor func act(_ arguments: GestureAmount, on host: ViewHost, in session: WorkbenchSession) async throws {
        try arguments.perform(on: host) { try host.magnify($0, by: arguments.amount) }
    }

    func replayLine(_ arguments: GestureAmount) -> String { "magnify \(arguments.written)" }

    @MainActor func code(_ arguments: GestureAmount, in test: ExportedTest) throws -> [String] {
        arguments.code("magnify", by: NumberArgument.written(arguments.amount))
    }
}
