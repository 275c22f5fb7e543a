import Foundation

/// Lines given up front: the `-c` commands and the lines of `--script` files, each with where it
/// came from, for its error.
@MainActor
public final class ScriptLineSource: LineSource {
    /// One command and where it came from.
    public struct Line: Equatable, Sendable {
        /// The command.
        public let text: String
        /// Where it came from: `session.txt:3` for a script's line, `command 2` for the second `-c`.
        public let location: String?

        /// The command `text` from `location`.
        ///
        /// - Parameters:
        ///   - text: The command, one line.
        ///   - location: Where it came from, written before its error; nil for none.
        public init(_ text: String, location: String?) {
            self.text = text
            self.location = location
        }
    }

    private var lines: [Line]
    private var index = 0
    /// Where the last line handed out came from.
    public private(set) var location: String?

    /// A source of `lines`, in order, numbered `command 1`, `command 2`… for their errors.
    ///
    /// - Parameter lines: The commands to hand out, one per ``nextLine()``; after the last comes `.end`.
    public init(lines: [String]) {
        self.lines = lines.enumerated().map { Line($1, location: "command \($0 + 1)") }
    }

    /// A source of `commands`, in order, each with its own location.
    ///
    /// - Parameter commands: The commands to hand out, one per ``nextLine()``; after the last comes `.end`.
    public init(commands: [Line]) {
        self.lines = commands
    }

    public func nextLine() async -> LineEvent {
        guard index < lines.count else { return .end }
        defer { index += 1 }
        location = lines[index].location
        return .line(lines[index].text)
    }

    public var isInteractive: Bool { false }
    public func show(_ text: String) {}
    public func interrupt() {}
    public func close() {}
}

/// Lines read from standard input (a pipe or a file), off the main actor. Bytes that are not
/// UTF-8 become replacement characters, which the parser refuses as binary input; a line longer
/// than ``CommandParser/maximumLineLength`` is not kept (see ``LineEvent/tooLong(bytes:)``).
@MainActor
public final class StandardInputLineSource: LineSource {
    private let queue = DispatchQueue(label: "workbench.stdin")
    private let reader = CappedLineReader(descriptor: STDIN_FILENO, cap: CommandParser.maximumLineLength)
    private var lineNumber = 0

    /// Reads standard input.
    public init() {}

    /// `line N` for the last line read, for its error.
    public var location: String? { lineNumber > 0 ? "line \(lineNumber)" : nil }

    public func nextLine() async -> LineEvent {
        lineNumber += 1
        let reader = reader
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: reader.next()) }
        }
    }

    public var isInteractive: Bool { false }
    public func show(_ text: String) {}
    public func interrupt() {}
    public func close() {}
}
