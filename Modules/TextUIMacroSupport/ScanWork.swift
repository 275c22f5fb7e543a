/// The work a scan of source text may do, counted in steps (a token or a byte looked at): a fixed
/// number for each byte of the text. A scan is linear, so it stays far below the limit; one that
/// would go on longer than the text's length allows (quadratic on some input) stops with a
/// ``SourceScanError`` instead of holding the tool that runs it (the workbench's `watch` scans a
/// target's files on every save).
package struct ScanWork: Sendable {
    /// The steps allowed for each byte of the text (and for an empty text).
    package static let stepsPerByte = 16

    /// The steps taken so far.
    package private(set) var steps = 0
    /// The most steps the scan may take.
    package let limit: Int

    /// The work allowed a scan of a text `length` UTF-8 bytes long.
    ///
    /// - Parameter length: The text's length in UTF-8 bytes.
    package init(textLength length: Int) {
        limit = (max(0, length) + 1) * Self.stepsPerByte
    }

    /// Counts `count` steps taken at `offset` in the text.
    ///
    /// - Parameters:
    ///   - count: How many steps (tokens or bytes looked at).
    ///   - offset: Where the scan is, for the error.
    /// - Throws: ``SourceScanError`` when the scan has taken more steps than the text allows.
    package mutating func step(_ count: Int = 1, at offset: Int) throws(SourceScanError) {
        steps += count
        if steps > limit {
            throw SourceScanError("the scan took more work than the text's length allows", at: offset)
        }
    }
}
