import TextUI

/// What a step waited for before it was taken, so that a replay (undo or redo that mounts again,
/// a `watch` reload, `--resume`, the run `export test` makes) waits for the same before taking it
/// again, never for a fixed time: the host settled (no update pending, the `.task`s started by
/// its views finished) but for the tasks that were still running when the step was taken (a task
/// that listens for as long as its view is shown), within a bound (the session's settle timeout,
/// or the longer `settle SECONDS` the user ran before the step).
public struct ReplayWait: Codable, Equatable, Sendable {
    /// The views whose `.task`s were still running when the step was taken, one per task.
    public var running: [String]
    /// The longest the replay waits before taking the step anyway, in seconds.
    public var seconds: Double

    /// A wait for the host to settle but for the tasks of the views at `running`, for at most `seconds`.
    ///
    /// - Parameters:
    ///   - running: The views whose tasks may still run, one per task.
    ///   - seconds: The longest wait, in seconds.
    public init(running: [String] = [], seconds: Double) {
        self.running = running
        self.seconds = seconds
    }

    /// The bound, as a duration.
    var timeout: Duration { .milliseconds(Int((seconds * 1000).rounded(.up))) }

    /// Waits on `host` until it reached the point this wait describes, or the bound passed.
    ///
    /// - Returns: False when the bound passed first.
    @MainActor @discardableResult
    func wait(on host: ViewHost) async -> Bool {
        await host.settle(timeout: timeout, leavingRunning: running)
    }
}
