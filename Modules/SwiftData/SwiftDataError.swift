/// An error from SwiftData: a store that cannot be opened or written, a model or predicate the
/// store cannot handle. Its description is one line that names what to change (the model and the
/// property, for a property type the store cannot keep).
public struct SwiftDataError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, in one line.
    public let message: String
    /// SQLite's result code, when the error came from SQLite.
    public let code: Int32?

    /// An error saying `message`.
    ///
    /// - Parameters:
    ///   - message: What went wrong, in one line.
    ///   - code: SQLite's result code, if any.
    public init(_ message: String, code: Int32? = nil) {
        self.message = message
        self.code = code
    }

    public var description: String { message }
}
