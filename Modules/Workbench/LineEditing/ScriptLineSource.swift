import Foundation

/// Lines given up front: the `-c` commands and the `--script` files, in order, each line with
/// where it came from, for its error. A script is read a line at a time, off the main actor, as
/// its lines are run; its lines' places are counted, not stored.
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

    /// Where lines come from, in order: a command, or a script file to read line by line.
    public enum Part: Sendable {
        /// One command from `location`.
        case line(Line)
        /// The commands of a script file, each at `PATH:LINE`.
        case script(ScriptFile)
    }

    private var parts: [Part]
    private var index = 0
    private let queue = DispatchQueue(label: "workbench.script")
    /// The location of the last line handed out: a given one, or a script's path and line number.
    private var current: (given: String?, script: ScriptFile?, line: Int) = (nil, nil, 0)

    /// Where the last line handed out came from (a script's `PATH:LINE`, made when asked).
    public var location: String? {
        if let script = current.script { return "\(script.path):\(current.line)" }
        return current.given
    }

    /// A source of `lines`, in order, numbered `command 1`, `command 2`… for their errors.
    ///
    /// - Parameter lines: The commands to hand out, one per ``nextLine()``; after the last comes `.end`.
    public convenience init(lines: [String]) {
        self.init(commands: lines.enumerated().map { Line($1, location: "command \($0 + 1)") })
    }

    /// A source of `commands`, in order, each with its own location.
    ///
    /// - Parameter commands: The commands to hand out, one per ``nextLine()``; after the last comes `.end`.
    public convenience init(commands: [Line]) {
        self.init(parts: commands.map(Part.line))
    }

    /// A source of `parts`, in order: each line, and each script's commands as they are read.
    ///
    /// - Parameter parts: The commands and scripts; after the last comes `.end`.
    public init(parts: [Part]) {
        self.parts = parts
    }

    public func nextLine() async -> LineEvent {
        while index < parts.count {
            switch parts[index] {
            case .line(let line):
                index += 1
                current = (line.location, nil, 0)
                return .line(line.text)
            case .script(let script):
                let event = await withCheckedContinuation { continuation in
                    queue.async { continuation.resume(returning: (script.nextCommand(), script.lineNumber)) }
                }
                if event.0 == .end {
                    index += 1
                    continue
                }
                current = (nil, script, event.1)
                return event.0
            }
        }
        return .end
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
