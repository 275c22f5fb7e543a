extension SessionOutput {
    /// Output to a terminal through `sink`: results to standard output, errors to standard error as
    /// `error: message` (styled by `style`), all of it shown inertly (see ``TerminalSink``).
    public static func terminal(style: TerminalStyle, sink: TerminalSink = .standard) -> SessionOutput {
        SessionOutput(
            write: { sink.write(TerminalText($0), to: .output) },
            writeError: { sink.write(style.error($0), to: .error) }
        )
    }
}
