import Foundation

/// The one place the app's text becomes bytes on standard output or standard error: everything it
/// shows (renderings, results, errors, warnings, the command line's errors, help, completion
/// lists, text shown above the prompt) is written through a sink, as ``TerminalText``, so secrets
/// are redacted (renderings before their lines are cut), what came with data is always inert and
/// the app's own colours are the only control sequences written.
public struct TerminalSink: Sendable {
    /// Where a write goes.
    public enum Stream: Sendable {
        /// Standard output: results and renderings.
        case output
        /// Standard error: errors and warnings.
        case error
    }

    private let writeBytes: @Sendable (Stream, Data) -> Void

    /// A sink that hands the rendered bytes of each write to `writeBytes` (a capture, say).
    ///
    /// - Parameter writeBytes: Receives the stream and the bytes of each write (escaped text, the app's
    ///   control sequences and the line break), in one call per write.
    public init(writeBytes: @escaping @Sendable (Stream, Data) -> Void) {
        self.writeBytes = writeBytes
    }

    /// The process's standard output and standard error, unbuffered, so results and errors appear
    /// in order and nothing is lost when the process ends. A write that fails ends the process
    /// with one line and status 1 (see ``StandardStreams``).
    public static let standard = TerminalSink { stream, data in
        StandardStreams.writeAll(data, to: stream == .output ? STDOUT_FILENO : STDERR_FILENO)
    }

    /// Writes `text` (and a line break, unless `lineBreak` is false) to `stream`.
    ///
    /// - Parameters:
    ///   - text: What to write; its text pieces are escaped, its controls written as sequences.
    ///   - stream: Standard output or standard error.
    ///   - lineBreak: Whether a line break follows the text; true by default.
    public func write(_ text: TerminalText, to stream: Stream, lineBreak: Bool = true) {
        writeBytes(stream, text.bytes(lineBreak: lineBreak))
    }
}
