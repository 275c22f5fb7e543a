/// A piece of source the compiler sends a plugin: its kind (`declaration`, `expression`,
/// `statement`…), its text (leading trivia included) and where that text starts.
public struct PluginSyntax: Codable, Equatable, Sendable {
    /// Where a piece of source starts: the file (`fileID` as `#fileID` spells it, `fileName` its
    /// path), the UTF-8 offset in the file, and the line and column (see ``SourcePosition``).
    public struct Location: Codable, Equatable, Sendable {
        public var fileID: String
        public var fileName: String
        public var offset: Int
        public var line: Int
        public var column: Int

        /// A location.
        public init(fileID: String, fileName: String, offset: Int, line: Int, column: Int) {
            self.fileID = fileID
            self.fileName = fileName
            self.offset = offset
            self.line = line
            self.column = column
        }

        /// The line and column.
        public var position: SourcePosition { SourcePosition(line: line, column: column) }
    }

    /// `declaration`, `expression`, `statement`, `type`, `pattern` or `attribute`.
    public var kind: String
    /// The text, leading trivia included.
    public var source: String
    /// Where the text starts.
    public var location: Location

    /// A piece of source.
    public init(kind: String, source: String, location: Location) {
        self.kind = kind
        self.source = source
        self.location = location
    }
}
