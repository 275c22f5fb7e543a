/// Whole lines to standard output and standard error, through ``TerminalSink/standard`` (so they
/// are shown inertly).
public enum StandardStreams {
    /// Writes `text` and a line break to standard output.
    ///
    /// - Parameter text: The line to write; its control characters are shown escaped.
    public static func write(_ text: String) {
        TerminalSink.standard.write(TerminalText(text), to: .output)
    }

    /// Writes `text` and a line break to standard error.
    ///
    /// - Parameter text: The line to write; its control characters are shown escaped.
    public static func writeError(_ text: String) {
        TerminalSink.standard.write(TerminalText(text), to: .error)
    }
}
