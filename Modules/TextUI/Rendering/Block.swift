/// A rectangle of text: one rendered view. Containers that do not lay out their children (a
/// `ForEach`, a `Group`, a view builder block) produce several blocks, which their parent lays out.
struct Block: Equatable {
    enum Role: Equatable {
        case content
        /// A `Divider`: stretched to the width of its stack.
        case divider
        /// A `Spacer`: no text of its own.
        case spacer
    }

    var lines: [String]
    var width: Int
    var role: Role = .content

    init(lines: [String], role: Role = .content) {
        self.lines = lines
        self.width = lines.reduce(0) { max($0, TextWidth.of($1)) }
        self.role = role
    }

    /// A block of one or more lines from `text` (split at newlines).
    init(text: String) {
        self.init(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    static let spacer = Block(lines: [], role: .spacer)

    /// The block's lines joined into one line (for labels).
    var singleLine: String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
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
