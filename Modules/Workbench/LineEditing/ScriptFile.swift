import FileReading
import Foundation

/// A `--script` file, read a line at a time: one command a line; blank lines and lines starting
/// with `#` are skipped. The file must be a readable regular file (through links); a FIFO or a
/// device is refused without waiting on it. Only the line being read is held (at most
/// ``CommandParser/maximumLineLength`` bytes of it; a longer line is read to its end, not kept,
/// and refused as such), and a line's place is its number, so memory stays flat however long
/// the script is.
public final class ScriptFile: @unchecked Sendable {  // read on one queue at a time (see ScriptLineSource)
    /// Why a script cannot be read.
    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The script's path, as given.
    public let path: String
    private let descriptor: Int32
    private let reader: CappedLineReader
    /// The number of the last line read (counted from 1; skipped lines count).
    private(set) var lineNumber = 0

    /// Opens the script at `path`.
    ///
    /// - Parameter path: The script file's path.
    /// - Throws: ``ReadError`` when there is no file at `path`, it is a directory, a FIFO or a device, or it
    ///   cannot be opened.
    public init(path: String) throws(ReadError) {
        do {
            descriptor = try RegularFile.open(path)
        } catch {
            switch error {
            case .notFound: throw ReadError(description: "no script at \(path)")
            case .isDirectory: throw ReadError(description: "\(path) is a directory, not a script")
            case .notARegularFile(let kind): throw ReadError(description: "\(path) is \(kind), not a script")
            case .tooLarge, .notPrivate, .unreadable: throw ReadError(description: "cannot read \(path): \(error)")
            }
        }
        self.path = path
        reader = CappedLineReader(descriptor: descriptor, cap: CommandParser.maximumLineLength)
    }

    deinit {
        close(descriptor)
    }

    /// The next command (blank and `#` lines skipped), ``LineEvent/tooLong(bytes:)`` for a line over
    /// the cap, or ``LineEvent/end``; `lineNumber` is then its line's. Blocks while the file is read.
    func nextCommand() -> LineEvent {
        while true {
            let event = reader.next()
            guard event != .end else { return .end }
            lineNumber += 1
            if case .line(let text) = event, Self.isSkipped(text) { continue }
            return event
        }
    }

    /// True for a blank line and a comment (`#` after any white space).
    private static func isSkipped(_ line: String) -> Bool {
        for scalar in line.unicodeScalars where !CharacterSet.whitespaces.contains(scalar) {
            return scalar == "#"
        }
        return true
    }
}
