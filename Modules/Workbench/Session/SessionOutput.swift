import TextUI

/// Where the session writes: results to standard output, one-line errors to standard error.
/// The REPL routes them through the line editor while a prompt is shown.
public struct SessionOutput: Sendable {
    /// Writes a result (a line break is added).
    public let write: @MainActor @Sendable (String) -> Void
    /// Writes an error line (a line break is added).
    public let writeError: @MainActor @Sendable (String) -> Void
    /// Writes a rendering's lines, with their emphasis (a line break is added).
    public let writeRendering: @MainActor @Sendable ([StyledLine]) -> Void

    /// Output to the given writers.
    ///
    /// - Parameters:
    ///   - write: Writes a result; called on the main actor.
    ///   - writeError: Writes a one-line error; called on the main actor.
    ///   - writeRendering: Writes a rendering's lines; nil (the default) writes their text through `write`.
    public init(
        write: @escaping @MainActor @Sendable (String) -> Void,
        writeError: @escaping @MainActor @Sendable (String) -> Void,
        writeRendering: (@MainActor @Sendable ([StyledLine]) -> Void)? = nil
    ) {
        self.write = write
        self.writeError = writeError
        self.writeRendering = writeRendering ?? { lines in write(lines.map(\.text).joined(separator: "\n")) }
    }
}
