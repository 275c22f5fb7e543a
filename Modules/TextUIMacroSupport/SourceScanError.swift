/// Swift source that could not be taken apart: an unterminated literal or comment, or brackets that
/// do not match. `offset` is the UTF-8 offset where the problem starts.
public struct SourceScanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in a sentence fragment such as "unterminated string literal".
    public let problem: String
    /// The UTF-8 offset, into the scanned text, where the problem starts.
    public let offset: Int

    /// A problem at `offset`.
    public init(_ problem: String, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }

    public var description: String { problem }
}
