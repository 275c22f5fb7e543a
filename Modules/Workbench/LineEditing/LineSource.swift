/// What reading a line came to.
public enum LineEvent: Equatable, Sendable {
    /// A line (without its line break).
    case line(String)
    /// Ctrl-C at the prompt: the line was dropped.
    case interrupted
    /// Ctrl-D, or the end of the input.
    case end
    /// A line longer than ``CommandParser/maximumLineLength`` (`bytes` long, without its line
    /// break): it was read to its end but not kept, and is refused as such a line is.
    case tooLong(bytes: Int)
}

/// Where the REPL's lines come from: a terminal with line editing, standard input, or a list of
/// commands. Reading never blocks the main actor.
@MainActor
public protocol LineSource: AnyObject {
    /// The next line, waiting off the main actor.
    ///
    /// - Returns: A line, ``LineEvent/interrupted`` when Ctrl-C dropped it, or ``LineEvent/end`` at the end.
    func nextLine() async -> LineEvent
    /// True when a person types at a terminal (prompts, history, completion, async renderings).
    var isInteractive: Bool { get }
    /// Where the last line came from, for its error (`session.txt:3`, `command 2`, `line 4`); nil
    /// for lines typed at the prompt.
    var location: String? { get }
    /// Shows `text` while a line is being edited (a rendering that arrived on its own).
    ///
    /// - Parameter text: What to show above the prompt; non-interactive sources ignore it.
    func show(_ text: String)
    /// Ctrl-C arrived while no command was running.
    func interrupt()
    /// Ends the line being read, quietly, so the REPL can stop (a reload); `nextLine()` returns
    /// ``LineEvent/interrupted``.
    func stopReading()
    /// Saves what should outlive the session (history) and restores the terminal.
    func close()
}

extension LineSource {
    /// No location: lines typed at the prompt need none.
    public var location: String? { nil }

    /// As ``interrupt()``.
    public func stopReading() { interrupt() }
}
