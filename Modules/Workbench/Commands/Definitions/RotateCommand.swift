import TextUI

/// `rotate LABEL DEGREES [in ROW]`: rotates the view that shows this text by an angle, in degrees
/// (clockwise is positive): its rotate gestures change on the way, then end.
struct RotateCommand: ActingCommand {
    let name = "rotate"
    let usage = GestureAmount.usage("DEGREES")
    let summary = "rotate the view with this text by DEGREES (clockwise): its rotate gestures run"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> GestureAmount {
        try GestureAmount.read(&arguments, "DEGREES (clockwise)", in: -3600...3600)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] { GestureAmount.complete(context) }

    @MainActor func act(_ arguments: GestureAmount, on host: ViewHost, in session: WorkbenchSession) async throws {
        try arguments.perform(on: host) { try host.rotate($0, by: .degrees(arguments.amount)) }
    }

    func replayLine(_ arguments: GestureAmount) -> String { "rotate \(arguments.written)" }

    @MainActor func code(_ arguments: GestureAmount, in test: ExportedTest) throws -> [String] {
        arguments.code("rotate", by: ".degrees(\(NumberArgument.written(arguments.amount)))")
    }
}
