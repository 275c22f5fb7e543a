/// A run of rendered lines with their text joined once, shared by the blocks of successive
/// renderings that contain it unchanged (a group of rows of a long list).
final class LineChunk: Equatable, Sendable {
    let lines: [String]
    /// The lines joined with newlines.
    let text: String

    init(lines: [String]) {
        self.lines = lines
        self.text = LineJoining.joined(lines)
    }

    static func == (lhs: LineChunk, rhs: LineChunk) -> Bool {
        lhs === rhs || lhs.lines == rhs.lines
    }
}
