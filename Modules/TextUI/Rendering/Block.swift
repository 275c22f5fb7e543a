/// A rectangle of text: one rendered view. Containers that do not lay out their children (a
/// `ForEach`, a `Group`, a view builder block) produce several blocks, which their parent lays out.
struct Block: Equatable {
    enum Role: Equatable {
        case content
        /// A `Divider`: stretched to the width of its stack.
        case divider
        /// A `Spacer`: no text of its own.
        case spacer
        /// Rows a lazy list did not make: a list shows them as "… N more".
        case elided(Int)
    }

    var lines: [String]
    var width: Int
    var role: Role = .content

    init(lines: [String], role: Role = .content) {
        self.lines = lines
        self.width = lines.reduce(0) { max($0, TextWidth.of($1)) }
        self.role = role
    }

    /// A block whose width is already known (assembled from blocks that measured themselves).
    init(lines: [String], width: Int) {
        self.lines = lines
        self.width = width
    }

    /// Stands for `count` rows that were not made.
    static func elided(_ count: Int) -> Block {
        Block(lines: [], width: 0, role: .elided(count))
    }

    private init(lines: [String], width: Int, role: Role) {
        self.lines = lines
        self.width = width
        self.role = role
    }

    /// A block of one or more lines from `text` (split at newlines).
    init(text: String) {
        self.init(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    static let spacer = Block(lines: [], role: .spacer)

    /// The block's lines joined into one line (for labels).
    var singleLine: String {
        if lines.count == 1, let line = lines.first, line.first != " ", line.last != " " { return line }
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension [Block] {
    /// The blocks' lines joined into one line (for labels and titles).
    var singleLine: String {
        map(\.singleLine).filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// What a render asks for.
struct RenderContext: Equatable {
    /// Show at most this many rows of each list, then a "… N more" line.
    var rowLimit: Int?
}
