extension SessionOutput {
    /// Output to a terminal through `sink`: results to standard output, errors to standard error as
    /// `error: message` (styled by `style`), renderings with their emphasis (when `style` is on),
    /// all of it shown inertly (see ``TerminalSink``).
    ///
    /// - Parameters:
    ///   - style: Whether the `error:` label is coloured and renderings show emphasis.
    ///   - sink: Where the bytes go; ``TerminalSink/standard`` by default.
    /// - Returns: Output whose results go to standard output and errors to standard error, a line each.
    public static func terminal(style: TerminalStyle, sink: TerminalSink = .standard) -> SessionOutput {
        SessionOutput(
            write: { sink.write(TerminalText($0), to: .output) },
            writeError: { sink.write(style.error($0), to: .error) },
            writeRendering: { sink.write(style.rendering($0), to: .output) }
        )
    }
}
