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

    /// The lines: one line (most views), an array, or chunks shared with other renderings (the
    /// rows of a long list that did not change keep their text from one render to the next).
    private var storage: Storage
    var width: Int
    var role: Role = .content
    /// The runs of the lines that have an emphasis (none, almost always).
    var emphasis: [EmphasisRun] = []

    private enum Storage {
        case line(String)
        case lines([String])
        case chunks([LineChunk])
    }

    /// The lines (made from the chunks when the block is chunked: read it once, not per line).
    var lines: [String] {
        get {
            switch storage {
            case .line(let line): [line]
            case .lines(let lines): lines
            case .chunks(let chunks): chunks.flatMap(\.lines)
            }
        }
        set { storage = .lines(newValue) }
    }

    /// The line of a one-line block; nil for any other block.
    var onlyLine: String? {
        if case .line(let line) = storage { return line }
        return nil
    }

    /// The chunks of a chunked block; nil for a block of plain lines.
    var chunks: [LineChunk]? {
        if case .chunks(let chunks) = storage { return chunks }
        return nil
    }

    /// How many lines the block has.
    var lineCount: Int {
        switch storage {
        case .line: 1
        case .lines(let lines): lines.count
        case .chunks(let chunks): chunks.reduce(0) { $0 + $1.lines.count }
        }
    }

    /// True when the block has no lines.
    var hasNoLines: Bool {
        switch storage {
        case .line: false
        case .lines(let lines): lines.isEmpty
        case .chunks(let chunks): chunks.allSatisfy { $0.lines.isEmpty }
        }
    }

    /// The lines joined with newlines (a chunked block joins its chunks' text, made once).
    var text: String {
        switch storage {
        case .line(let line): line
        case .lines(let lines): LineJoining.joined(lines)
        case .chunks(let chunks): LineJoining.joinedLong(chunks.map(\.text))
        }
    }

    init(lines: [String], role: Role = .content) {
        self.storage = .lines(lines)
        self.width = lines.reduce(0) { max($0, TextWidth.of($1)) }
        self.role = role
    }

    /// A block whose width is already known (assembled from blocks that measured themselves).
    init(lines: [String], width: Int, emphasis: [EmphasisRun] = []) {
        self.storage = .lines(lines)
        self.width = width
        self.emphasis = emphasis
    }

    /// A block made of chunks of lines (none of them empty), `width` wide.
    init(chunks: [LineChunk], width: Int, emphasis: [EmphasisRun] = []) {
        self.storage = .chunks(chunks)
        self.width = width
        self.emphasis = emphasis
    }

    /// A block of one line `width` columns wide.
    init(line: String, width: Int) {
        self.storage = .line(line)
        self.width = width
    }

    /// Stands for `count` rows that were not made.
    static func elided(_ count: Int) -> Block {
        Block(lines: [], width: 0, role: .elided(count))
    }

    private init(lines: [String], width: Int, role: Role) {
        self.storage = .lines(lines)
        self.width = width
        self.role = role
    }

    /// A block of one or more lines from `text` (split at newlines).
    init(text: String) {
        switch TextWidth.singleLineWidth(of: text) {
        case let width?:
            self.init(line: text, width: width)
        case nil:
            self.init(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
    }

    static let spacer = Block(lines: [], role: .spacer)

    /// Equal when they show the same lines as wide, in the same role, with the same emphasis
    /// (however they keep them).
    static func == (lhs: Block, rhs: Block) -> Bool {
        lhs.width == rhs.width && lhs.role == rhs.role && lhs.emphasis == rhs.emphasis && lhs.lines == rhs.lines
    }

    /// The same block with every line's text (from its first column to its last) given `emphasis`.
    func emphasized(_ emphasis: TextEmphasis) -> Block {
        var block = self
        if let line = onlyLine {
            block.emphasis.append(EmphasisRun(line: 0, columns: 0..<TextWidth.of(line), emphasis: emphasis))
            return block
        }
        for (index, line) in lines.enumerated() {
            block.emphasis.append(EmphasisRun(line: index, columns: 0..<TextWidth.of(line), emphasis: emphasis))
        }
        return block
    }

    /// The block with `prefix(index)` before line `index`, its emphasis moved right with the text.
    /// Every prefix must be `prefixWidth` columns wide.
    func prefixingLines(width prefixWidth: Int, _ prefix: (Int) -> String) -> Block {
        var block = Block(lines: lines.enumerated().map { prefix($0.offset) + $0.element }, role: role)
        block.emphasis = emphasis.map { $0.shifted(columns: prefixWidth) }
        return block
    }

    /// The block's lines joined into one line (for labels).
    var singleLine: String {
        let lines = lines
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
