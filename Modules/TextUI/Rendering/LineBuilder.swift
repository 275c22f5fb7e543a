/// Collects the lines of blocks laid out one below another. Chunks of chunked blocks are kept as
/// they are (not copied line by line), and long runs of plain lines are made into chunks, so that
/// the text of a long list is assembled from pieces that are reused while they do not change.
struct LineBuilder {
    /// Plain lines are made into a chunk once this many are collected.
    static let chunkSize = 512

    private var chunks: [LineChunk] = []
    private var pending: [String] = []
    /// The widest line added so far.
    private(set) var width = 0

    /// Adds one line `width` columns wide.
    mutating func append(_ line: String, width lineWidth: Int) {
        pending.append(line)
        width = max(width, lineWidth)
        sealIfLong()
    }

    /// Adds every line of `block`.
    mutating func append(linesOf block: Block) {
        width = max(width, block.width)
        if let line = block.onlyLine {
            pending.append(line)
            sealIfLong()
        } else if let blockChunks = block.chunks {
            seal()
            chunks.append(contentsOf: blockChunks.filter { !$0.lines.isEmpty })
        } else {
            pending.append(contentsOf: block.lines)
            sealIfLong()
        }
    }

    /// The lines collected, as one block.
    func build() -> Block {
        guard !chunks.isEmpty else { return Block(lines: pending, width: width) }
        var all = chunks
        if !pending.isEmpty { all.append(LineChunk(lines: pending)) }
        return Block(chunks: all, width: width)
    }

    private mutating func sealIfLong() {
        if pending.count >= Self.chunkSize { seal() }
    }

    private mutating func seal() {
        guard !pending.isEmpty else { return }
        chunks.append(LineChunk(lines: pending))
        pending.removeAll(keepingCapacity: true)
    }
}
