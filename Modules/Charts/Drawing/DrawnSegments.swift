/// The segments a line has drawn, by their end cells, so that a segment drawn again is skipped: a
/// line of 10,000 points on a grid of a few hundred cells joins the same two cells over and over,
/// and drawing a segment again with the same character changes nothing.
///
/// It keeps a bit for each pair of cells, and only when those bits are few beside the points (a
/// line of a few points draws each segment rather than clearing a large set first).
struct DrawnSegments {
    private var bits: [UInt64]
    private let cells: Int

    /// - Parameters:
    ///   - cells: How many cells the grid has (a cell's number is below it).
    ///   - points: How many points the line has.
    init(cells: Int, points: Int) {
        self.cells = cells
        let words = (cells * cells + 63) / 64
        bits = words <= points * 4 ? Array(repeating: 0, count: words) : []
    }

    /// Notes the segment from cell `start` to cell `end`; false when it was drawn before.
    mutating func insert(_ start: Int, _ end: Int) -> Bool {
        guard !bits.isEmpty else { return true }
        let pair = start * cells + end
        let (word, bit) = (pair / 64, UInt64(1) << UInt64(pair % 64))
        guard bits[word] & bit == 0 else { return false }
        bits[word] |= bit
        return true
    }
}
