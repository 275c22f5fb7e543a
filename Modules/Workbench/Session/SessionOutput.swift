/// Where the session writes: results to standard output, one-line errors to standard error.
/// The REPL routes them through the line editor while a prompt is shown.
public struct SessionOutput: Sendable {
    /// Writes a result (a line break is added).
    public let write: @MainActor @Sendable (String) -> Void
    /// Writes an error line (a line break is added).
    public let writeError: @MainActor @Sendable (String) -> Void
    /// Clears the screen (`clear`); does nothing when the output is no terminal.
    public let clearScreen: @MainActor @Sendable () -> Void

    /// Output to the given writers.
    ///
    /// - Parameters:
    ///   - write: Writes a result; called on the main actor.
    ///   - writeError: Writes a one-line error; called on the main actor.
    ///   - clearScreen: Clears the screen, for `clear`; called on the main actor. By default it does nothing.
    public init(
        write: @escaping @MainActor @Sendable (String) -> Void,
        writeError: @escaping @MainActor @Sendable (String) -> Void,
        clearScreen: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        self.write = write
        self.writeError = writeError
        self.clearScreen = clearScreen
    }
}
