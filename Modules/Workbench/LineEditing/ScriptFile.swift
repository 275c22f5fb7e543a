import FileReading
import Foundation

/// The commands of a `--script` file: one a line; blank lines and lines starting with `#` are
/// skipped. The file must be a readable regular file (through links) of at most 16 MiB; a FIFO
/// or a device is refused without waiting on it.
public enum ScriptFile {
    /// The largest script accepted.
    public static let maximumSize = 16 * 1024 * 1024

    /// Why a script cannot be read.
    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The commands in the file at `path`.
    ///
    /// - Parameter path: The script file's path.
    /// - Returns: Its lines in order, without line breaks (a trailing `\r` removed), skipping blank and `#` lines.
    /// - Throws: ``ReadError`` when there is no file at `path`, it is a directory, a FIFO or a device, it is
    ///   larger than ``maximumSize`` or it cannot be read.
    public static func lines(at path: String) throws -> [String] {
        try commands(at: path).map(\.text)
    }

    /// The commands in the file at `path`, each located by the file and its line number.
    ///
    /// - Parameter path: The script file's path.
    /// - Returns: Its commands in order, skipping blank and `#` lines, each at `path:LINE` (counted from 1).
    /// - Throws: ``ReadError`` as ``lines(at:)`` does.
    public static func commands(at path: String) throws -> [ScriptLineSource.Line] {
        let data: Data
        do {
            data = try RegularFile.read(path, limit: maximumSize).data
        } catch {
            switch error {
            case .notFound: throw ReadError(description: "no script at \(path)")
            case .isDirectory: throw ReadError(description: "\(path) is a directory, not a script")
            case .notARegularFile(let kind): throw ReadError(description: "\(path) is \(kind), not a script")
            case .tooLarge(let size, _):
                throw ReadError(description: "\(path) is \(size) bytes; scripts may be at most \(maximumSize)")
            case .notPrivate, .unreadable: throw ReadError(description: "cannot read \(path): \(error)")
            }
        }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
            .enumerated()
            .filter {
                !$1.trimmingCharacters(in: .whitespaces).isEmpty
                    && !$1.trimmingCharacters(in: .whitespaces).hasPrefix("#")
            }
            .map { ScriptLineSource.Line($1, location: "\(path):\($0 + 1)") }
    }
}
