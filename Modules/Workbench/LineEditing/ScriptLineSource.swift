import Foundation

/// Lines given up front: the `-c` commands and the lines of `--script` files.
@MainActor
public final class ScriptLineSource: LineSource {
    private var lines: [String]
    private var index = 0

    /// A source of `lines`, in order.
    ///
    /// - Parameter lines: The commands to hand out, one per ``nextLine()``; after the last comes `.end`.
    public init(lines: [String]) {
        self.lines = lines
    }

    public func nextLine() async -> LineEvent {
        guard index < lines.count else { return .end }
        defer { index += 1 }
        return .line(lines[index])
    }

    public var isInteractive: Bool { false }
    public func show(_ text: String) {}
    public func interrupt() {}
    public func close() {}
}

/// Lines read from standard input (a pipe or a file), off the main actor. Bytes that are not
/// UTF-8 become replacement characters, which the parser refuses as binary input.
@MainActor
public final class StandardInputLineSource: LineSource {
    private let queue = DispatchQueue(label: "movies.stdin")

    /// Reads standard input.
    public init() {}

    public func nextLine() async -> LineEvent {
        await withCheckedContinuation { continuation in
            queue.async {
                if let line = Swift.readLine(strippingNewline: true) {
                    continuation.resume(returning: .line(line))
                } else {
                    continuation.resume(returning: .end)
                }
            }
        }
    }

    public var isInteractive: Bool { false }
    public func show(_ text: String) {}
    public func interrupt() {}
    public func close() {}
}
