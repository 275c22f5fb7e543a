import TextUI

/// `drag LABEL DX DY [in ROW]`: drags the view that shows this text by a translation, in points
/// (right and down are positive): its drag gestures change on the way, then end.
struct DragCommand: ActingCommand {
    /// The view, and how far it is dragged.
    struct Arguments: Equatable, Sendable, ControlArguments {
        var control: ControlTarget
        var dx: Double
        var dy: Double
    }

    /// The farthest drag along each axis, in points.
    static let farthest: Double = 10_000

    let name = "drag"
    let usage = "LABEL DX DY " + ControlTarget.rowUsage
    let summary = "drag the view with this text by DX, DY points (right, down): its drag gestures run"
    let details = "Left and up are negative: drag Card -120 0. The gesture changes halfway and at the end, then ends."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        var control = try ControlTarget.read(&arguments)
        let range = -Self.farthest...Self.farthest
        let dx = try arguments.number("DX (points to the right)", in: range)
        let dy = try arguments.number("DY (points down)", in: range)
        try control.readRow(&arguments)
        return Arguments(control: control, dx: dx, dy: dy)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        ControlTarget.complete(context, kinds: [.gesture], inPosition: 4)
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        try arguments.control.operate(host) {
            try host.drag(arguments.control.label, by: CGSize(width: arguments.dx, height: arguments.dy))
        }
    }

    func replayLine(_ arguments: Arguments) -> String {
        "drag \(arguments.control.writtenLabel) \(NumberArgument.written(arguments.dx)) "
            + NumberArgument.written(arguments.dy) + arguments.control.rowSuffix
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        let size =
            "CGSize(width: \(NumberArgument.written(arguments.dx)), height: \(NumberArgument.written(arguments.dy)))"
        return [
            arguments.control.scoped(
                ExportedTest.hostCall("drag", [("", arguments.control.label)], code: [("by", size)]))
        ]
    }
}
