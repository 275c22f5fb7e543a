import Foundation

extension SessionOutput {
    /// Output to a terminal through `sink`: results to standard output, errors to standard error as
    /// `error: message` (styled by `style`; a script's `FILE:LINE: error: message`), renderings with
    /// their emphasis (when `style` is on) cut once redacted, all of it redacted and shown inertly
    /// (see ``TerminalSink``); `clear`
    /// writes the clear-screen sequence only when standard output is a terminal.
    ///
    /// - Parameters:
    ///   - style: Whether the `error:` label is coloured and renderings show emphasis.
    ///   - sink: Where the bytes go; ``TerminalSink/standard`` by default.
    ///   - outputIsTerminal: Whether standard output is a terminal; checked with `isatty` by default.
    /// - Returns: Output whose results go to standard output and errors to standard error, a line each.
    public static func terminal(
        style: TerminalStyle, sink: TerminalSink = .standard, outputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1
    ) -> SessionOutput {
        SessionOutput(
            write: { sink.write(TerminalText($0), to: .output) },
            writeError: { sink.write(style.error($0), to: .error) },
            writeRendering: { sink.write(style.rendering($0, columns: $1), to: .output) },
            writeErrorAt: { location, message in
                sink.write(TerminalText(location + ": ") + style.error(message), to: .error)
            },
            clearScreen: {
                guard outputIsTerminal else { return }
                sink.write(.control(.clearScreen), to: .output, lineBreak: false)
            },
            showsEmphasis: style.isEnabled
        )
    }
}
