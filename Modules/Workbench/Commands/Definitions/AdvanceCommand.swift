import TextUI

/// `advance SECONDS`: moves the host's clock forward, as if the time had passed: the timers
/// (`Timer.publish`) and `TimelineView` entries due on the way fire in order, then the views that
/// show the time (`Text(_:style:)`) are evaluated again.
struct AdvanceCommand: ActingCommand {
    /// The longest step, in seconds (each timer due on the way fires: a bound on the work).
    static let longest: Double = 3600

    let name = "advance"
    let usage = "SECONDS"
    let summary = "move the clock forward SECONDS, firing the timers and TimelineView entries due on the way"
    let details =
        "The workbench's clock is real time: advance puts it SECONDS ahead for good (undo does not take it back; "
        + "a view that shows the time then mounts again). A test's host made with clock: .manual stands still "
        + "between advances instead."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Double {
        try arguments.number("SECONDS", in: 0...Self.longest)
    }

    @MainActor func act(_ seconds: Double, on host: ViewHost, in session: WorkbenchSession) async throws {
        host.advance(by: seconds)
    }

    func replayLine(_ seconds: Double) -> String { "advance \(NumberArgument.written(seconds))" }

    @MainActor func code(_ seconds: Double, in test: ExportedTest) throws -> [String] {
        ["host.advance(by: \(NumberArgument.written(seconds)))"]
    }
}
