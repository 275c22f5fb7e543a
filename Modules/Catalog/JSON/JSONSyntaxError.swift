import TextUI

/// Why text is not JSON, with where it went wrong.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let reason: String
    /// The character offset where it was noticed (0-based).
    public let offset: Int

    public var description: String { "invalid JSON at character \(offset + 1): \(reason)" }
}
