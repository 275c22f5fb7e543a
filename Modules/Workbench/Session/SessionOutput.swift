import TextUI

/// Where the session writes: results to standard output, one-line errors to standard error.
/// The REPL routes them through the line editor while a prompt is shown.
///
/// The session hands over its text as it made it: secrets are redacted where text becomes bytes,
/// by ``TerminalSink`` for an output made by ``terminal(style:sink:outputIsTerminal:)`` (see
/// ``TerminalText``), before a rendering's lines are cut. An output of your own that sends text out
/// of the process passes it through `Redaction.redact(_:)` first.
public struct SessionOutput: Sendable {
    /// Writes a result (a line break is added).
    public let write: @MainActor @Sendable (String) -> Void
    /// Writes an error line (a line break is added).
    public let writeError: @MainActor @Sendable (String) -> Void
    /// Writes a rendering's lines, with their emphasis, each cut to the columns given (nil: not
    /// cut) after its secrets are redacted (a line break is added).
    public let writeRendering: @MainActor @Sendable (_ lines: [StyledLine], _ columns: Int?) -> Void
    /// Writes an error line of a script's command, after where the command came from
    /// (`session.txt:3`, `command 2`, `line 4`): `location: error: message` at a terminal.
    public let writeErrorAt: @MainActor @Sendable (_ location: String, _ message: String) -> Void
    /// Clears the screen (`clear`); does nothing when the output is no terminal.
    public let clearScreen: @MainActor @Sendable () -> Void
    /// True when renderings are shown with their emphasis; when false, a rendering written with
    /// `write` (its lines' text joined) shows the same, and the session need not style it.
    public let showsEmphasis: Bool

    /// Output to the given writers.
    ///
    /// - Parameters:
    ///   - write: Writes a result; called on the main actor.
    ///   - writeError: Writes a one-line error; called on the main actor.
    ///   - writeRendering: Writes a rendering's lines, cut to the columns given once redacted; nil (the
    ///     default) redacts and cuts them, and writes their text through `write`.
    ///   - writeErrorAt: Writes an error of the command at a location (a script's file and line); nil writes
    ///     `location: message` with `writeError`.
    ///   - clearScreen: Clears the screen, for `clear`; called on the main actor. By default it does nothing.
    ///   - showsEmphasis: Whether `writeRendering` shows emphasis (see ``showsEmphasis``); by default, when
    ///     `writeRendering` is given.
    public init(
        write: @escaping @MainActor @Sendable (String) -> Void,
        writeError: @escaping @MainActor @Sendable (String) -> Void,
        writeRendering: (@MainActor @Sendable (_ lines: [StyledLine], _ columns: Int?) -> Void)? = nil,
        writeErrorAt: (@MainActor @Sendable (_ location: String, _ message: String) -> Void)? = nil,
        clearScreen: @escaping @MainActor @Sendable () -> Void = {},
        showsEmphasis: Bool? = nil
    ) {
        self.showsEmphasis = showsEmphasis ?? (writeRendering != nil)
        self.write = write
        self.writeError = writeError
        self.writeRendering =
            writeRendering ?? { lines, columns in
                guard let columns else { return write(lines.map(\.text).joined(separator: "\n")) }
                write(Redaction.redact(lines).map { $0.truncated(toColumns: columns).text }.joined(separator: "\n"))
            }
        self.writeErrorAt = writeErrorAt ?? { location, message in writeError("\(location): \(message)") }
        self.clearScreen = clearScreen
    }
}
