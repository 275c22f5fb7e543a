import Foundation

/// Writes whole lines to standard output and standard error, unbuffered, so results and errors
/// appear in order and nothing is lost when the process ends.
public enum StandardStreams {
    /// Writes `text` and a line break to standard output.
    public static func write(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` and a line break to standard error.
    public static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
