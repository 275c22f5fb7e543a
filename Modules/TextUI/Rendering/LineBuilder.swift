/// Collects the lines of blocks laid out one below another. Chunks of chunked blocks are kept as
/// they are (not copied line by line), and long runs of plain lines are made into chunks, so that
/// the text of a long list is assembled from pieces that are reused while they do not change.
struct LineBuilder {
    /// Plain lines are made into a chunk once this many are collected.
    static let chunkSize = 512

    private var chunks: [LineChunk] = []
    private var pending: [String] = []
    /// How many lines the chunks hold.
    private var sealedLineCount = 0
    /// The runs of the lines added, counted from the first line.
    private var emphasis: [EmphasisRun] = []
    /// The widest line added so far.
    private(set) var width = 0

    /// How many lines were added.
    var lineCount: Int { sealedLineCount + pending.count }

    /// Adds one line `width` columns wide, with the runs of `block`'s line `index` (a line of a block
    /// that was changed on its way here, say aligned, moved `shift` columns right).
    mutating func append(_ line: String, width lineWidth: Int, runsOfLine index: Int, in block: Block, shift: Int) {
        for run in block.emphasis where run.line == index {
            emphasis.append(
                EmphasisRun(line: lineCount, columns: run.columns, emphasis: run.emphasis).shifted(columns: shift))
        }
        append(line, width: lineWidth)
    }

    /// Adds one line `width` columns wide.
    mutating func append(_ line: String, width lineWidth: Int) {
        pending.append(line)
        width = max(width, lineWidth)
        sealIfLong()
    }

    /// Adds every line of `block`.
    mutating func append(linesOf block: Block) {
        width = max(width, block.width)
        if !block.emphasis.isEmpty {
            let offset = lineCount
            emphasis.append(contentsOf: block.emphasis.map { $0.shifted(lines: offset) })
        }
        if let line = block.onlyLine {
            pending.append(line)
            sealIfLong()
        } else if let blockChunks = block.chunks {
            seal()
            for chunk in blockChunks where !chunk.lines.isEmpty {
                chunks.append(chunk)
                sealedLineCount += chunk.lines.count
            }
        } else {
            pending.append(contentsOf: block.lines)
            sealIfLong()
        }
    }

    /// The lines collected, as one block.
    func build() -> Block {
        guard !chunks.isEmpty else { return Block(lines: pending, width: width, emphasis: emphasis) }
        var all = chunks
        if !pending.isEmpty { all.append(LineChunk(lines: pending)) }
        return Block(chunks: all, width: width, emphasis: emphasis)
    }

    private mutating func sealIfLong() {
        if pending.count >= Self.chunkSize { seal() }
    }

    private mutating func seal() {
        guard !pending.isEmpty else { return }
        chunks.append(LineChunk(lines: pending))
        sealedLineCount += pending.count
        pending.removeAll(keepingCapacity: true)
    }
}
