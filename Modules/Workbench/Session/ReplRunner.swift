import Foundation

/// Runs a session over a line source: reads lines off the main actor, runs each command (a
/// person's as a task that Ctrl-C can cancel, a script's in line), shows renderings that arrive
/// on their own while a person edits, and decides the exit status (the first failing command
/// stops a non-interactive run unless `keepGoing`).
@MainActor
public final class ReplRunner {
    private let session: WorkbenchSession
    private let source: LineSource
    private let keepGoing: Bool
    private let errors: SessionOutput
    private var running: Task<WorkbenchSession.Outcome, Never>?
    private var interruptMonitor: InterruptMonitor?
    private var isFinishing = false
    /// Told when each command starts and ends, to notice one that holds the main thread.
    public var watchdog: HangWatchdog?

    /// A runner of `session` reading `source`; in a non-interactive run the first failing
    /// command stops it unless `keepGoing`.
    ///
    /// - Parameters:
    ///   - session: The session that runs each line.
    ///   - source: Where the lines come from; it is closed when ``run()`` ends.
    ///   - keepGoing: Whether a non-interactive run goes on after a failing command.
    ///   - errors: Where "interrupted" is written when Ctrl-C ends a non-interactive run.
    public init(session: WorkbenchSession, source: LineSource, keepGoing: Bool, errors: SessionOutput) {
        self.session = session
        self.source = source
        self.keepGoing = keepGoing
        self.errors = errors
    }

    /// Runs until the input ends, `quit`, or (non-interactive, without `keepGoing`) a failure.
    /// Returns the exit status: 0 when every command succeeded, else 1.
    ///
    /// - Returns: The process's exit status: 0 when every command succeeded, 1 when any failed.
    public func run() async -> Int32 {
        interruptMonitor = InterruptMonitor { [weak self] in self?.interrupt() }
        defer {
            interruptMonitor?.stop()
            interruptMonitor = nil
            // The source may hold the session (its completion does): let go of each other.
            session.onAsyncRendering = nil
            source.close()
        }
        if source.isInteractive {
            let source = source
            session.onAsyncRendering = { text in source.show(text) }
        }
        var status: Int32 = 0
        while true {
            if isFinishing { return status }
            switch await source.nextLine() {
            case .end:
                return status
            case .interrupted:
                continue
            case .tooLong(let bytes):
                let error = CommandError.lineTooLong(length: bytes, limit: CommandParser.maximumLineLength)
                if let location = source.location {
                    errors.writeErrorAt(location, error.description)
                } else {
                    errors.writeError(error.description)
                }
                status = 1
                if !source.isInteractive, !keepGoing { return status }
            case .line(let line):
                switch await execute(line, at: source.location) {
                case .quit: return status
                case .succeeded: continue
                case .failed:
                    status = 1
                    if !source.isInteractive, !keepGoing { return status }
                }
            }
        }
    }

    /// Runs one command. A person's runs as a task of its own, which Ctrl-C cancels (a long
    /// `settle`); a script's runs in line (Ctrl-C ends the script), which spares each command the
    /// hops between threads that waiting for a task's value takes.
    private func execute(_ line: String, at location: String?) async -> WorkbenchSession.Outcome {
        watchdog?.started(line)
        defer { watchdog?.finished() }
        guard source.isInteractive else { return await session.execute(line, at: location) }
        let session = session
        let task = Task { await session.execute(line, at: location) }
        running = task
        defer { running = nil }
        return await task.value
    }

    /// Ends ``run()`` at the next turn: at once when it waits for a line, else after the running
    /// command (a reload restarting the workbench).
    public func finish() {
        isFinishing = true
        if running == nil, source.isInteractive { source.stopReading() }
    }

    /// Ctrl-C: cancels the running command (a long `settle`), or drops the line being edited,
    /// or ends a non-interactive run.
    private func interrupt() {
        if let running {
            running.cancel()
        } else if source.isInteractive {
            source.interrupt()
        } else {
            errors.writeError("interrupted")
            exit(130)
        }
    }
}

/// Delivers Ctrl-C (SIGINT) to the main actor instead of ending the process.
@MainActor
final class InterruptMonitor {
    private let source: DispatchSourceSignal

    init(onInterrupt: @escaping @MainActor () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { onInterrupt() }
        }
        source.resume()
    }

    /// Stops listening (Ctrl-C ends the process again).
    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
