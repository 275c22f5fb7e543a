import Dispatch
import Foundation
import Locking

/// Notices when the main thread stops answering while a command runs: a preview or component
/// whose body never returns holds it, and nothing else (not Ctrl-C, whose handler runs there) can
/// then say so. A timer off the main thread asks the main queue to answer every second (a
/// watchdog's period: this is the one thing here that must wait for time to pass); when a command
/// has gone `bound` without an answer, it hands `onHang` a line naming the command, once.
public final class HangWatchdog {
    /// The longest the main thread may go without answering during a command.
    public let bound: Duration
    private let state: Locked<State>
    private let timer: DispatchSourceTimer
    private static let period = DispatchTimeInterval.seconds(1)

    private struct State: Sendable {
        /// The command running, as its line, with when the main thread last answered during it.
        var command: String?
        var lastAnswer = ContinuousClock.now
        var pinging = false
        var reported = false
    }

    /// A watchdog that hands `onHang` its line when the main thread goes `bound` without
    /// answering during a command.
    ///
    /// - Parameters:
    ///   - bound: How long the main thread may go without answering.
    ///   - onHang: Gets the line (`"mount Row" has not returned after 30 s: …`); called off the main thread, once.
    public init(bound: Duration, onHang: @escaping @Sendable (String) -> Void) {
        self.bound = bound
        let state = Locked(State())
        self.state = state
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "workbench.hang-watchdog"))
        timer.schedule(deadline: .now() + Self.period, repeating: Self.period)
        timer.setEventHandler { Self.check(state, bound: bound, onHang: onHang) }
        timer.resume()
        self.timer = timer
    }

    deinit {
        timer.cancel()
    }

    /// Notes that `command` (its line) starts running on the main thread.
    ///
    /// - Parameter command: The command's line, as a report of a hang names it.
    public func started(_ command: String) {
        state.withLock {
            $0.command = command
            $0.lastAnswer = .now
        }
    }

    /// Notes that the command finished.
    public func finished() {
        state.withLock { $0.command = nil }
    }

    /// Stops watching.
    public func stop() {
        timer.cancel()
    }

    /// On the timer: asks the main queue to answer, and reports a command that has gone the bound
    /// without an answer.
    private static func check(
        _ state: Locked<State>, bound: Duration, onHang: @Sendable (String) -> Void
    ) {
        let (hung, shouldPing): (String?, Bool) = state.withLock { state in
            guard let command = state.command, !state.reported else { return (nil, false) }
            if ContinuousClock.now - state.lastAnswer > bound {
                state.reported = true
                return (command, false)
            }
            defer { state.pinging = true }
            return (nil, !state.pinging)
        }
        if let hung {
            onHang(
                "\(ArgumentText.quoted(hung)) has not returned after \(String(format: "%g", bound.inSeconds)) s: "
                    + "the component or preview it runs hangs (a body that never returns?)")
        }
        if shouldPing {
            DispatchQueue.main.async {
                state.withLock {
                    $0.lastAnswer = .now
                    $0.pinging = false
                }
            }
        }
    }
}
