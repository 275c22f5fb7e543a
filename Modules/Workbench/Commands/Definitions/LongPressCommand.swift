import TextUI

/// `longpress LABEL [SECONDS] [in ROW]`: presses and holds the view that shows this text: its long
/// press gestures (`onLongPressGesture`, `LongPressGesture`) run and its context menu opens, whose
/// items are then tapped by their labels.
struct LongPressCommand: ActingCommand {
    /// The view, and how long it is held (nil: as long as its gestures ask).
    struct Arguments: Equatable, Sendable, ControlArguments {
        var control: ControlTarget
        var seconds: Double?
    }

    /// The longest press, in seconds.
    static let longest: Double = 60

    let name = "longpress"
    let usage = "LABEL [SECONDS] " + ControlTarget.rowUsage
    let summary = "press and hold the view with this text: its long press gesture runs, its context menu opens"
    let details =
        "Held as long as its gestures ask unless SECONDS is given (a press shorter than a gesture's "
        + "minimumDuration does not run it). A context menu's items are then tapped: longpress Photo, then tap Delete."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        var control = try ControlTarget.read(&arguments)
        let seconds = try arguments.optionalNumber(
            "SECONDS (how long to hold)", in: 0...Self.longest, unless: "in", alternative: "in ROW")
        try control.readRow(&arguments)
        return Arguments(control: control, seconds: seconds)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        let afterSeconds = context.previous.count > 1 && NumberArgument.isNumber(context.previous[1])
        return ControlTarget.complete(context, kinds: [.gesture], inPosition: afterSeconds ? 3 : 2)
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        do {
            try arguments.control.operate(host) {
                try host.longPress(arguments.control.label, duration: arguments.seconds)
            }
        } catch let error as ViewHostError {
            guard let seconds = arguments.seconds else { throw error }
            switch error {
            case .controlNotFound, .controlNotInRow: break
            default: throw error
            }
            // The view may be there, its gesture asking a longer press.
            throw CommandError.invalidArgument(
                "\(error) for a press of \(NumberArgument.written(seconds)) s (without SECONDS the press lasts as "
                    + "long as the view's gestures ask)")
        }
    }

    func replayLine(_ arguments: Arguments) -> String {
        "longpress \(arguments.control.writtenLabel)"
            + (arguments.seconds.map { " " + NumberArgument.written($0) } ?? "")
            + arguments.control.rowSuffix
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        let duration = arguments.seconds.map { [(label: "duration", code: NumberArgument.written($0))] } ?? []
        return [
            arguments.control.scoped(
                ExportedTest.hostCall("longPress", [("", arguments.control.label)], code: duration))
        ]
    }
}
