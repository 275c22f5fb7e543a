/// A diagnostic a plugin returns with an expansion, placed at a UTF-8 offset in a file. (The
/// protocol's notes and fix-its are sent empty.)
public struct PluginDiagnostic: Codable, Equatable, Sendable {
    /// A place in a file: its path and a UTF-8 offset.
    public struct Position: Codable, Equatable, Sendable {
        public var fileName: String
        public var offset: Int

        /// The place `offset` bytes into the file at `fileName`.
        public init(fileName: String, offset: Int) {
            self.fileName = fileName
            self.offset = offset
        }
    }

    /// A range of a file, by UTF-8 offsets, that the compiler underlines.
    public struct PositionRange: Codable, Equatable, Sendable {
        public var fileName: String
        public var startOffset: Int
        public var endOffset: Int

        /// The bytes `startOffset..<endOffset` of the file at `fileName`.
        public init(fileName: String, startOffset: Int, endOffset: Int) {
            self.fileName = fileName
            self.startOffset = startOffset
            self.endOffset = endOffset
        }
    }

    /// `error`, `warning`, `note` or `remark`.
    public var severity: String
    public var message: String
    public var position: Position
    public var highlights: [PositionRange]

    /// An error at `position`, underlining `highlights`.
    public static func error(_ message: String, at position: Position, highlights: [PositionRange] = [])
        -> PluginDiagnostic
    {
        PluginDiagnostic(severity: "error", message: message, position: position, highlights: highlights)
    }

    private enum CodingKeys: String, CodingKey {
        case severity, message, position, highlights, notes, fixIts
    }

    private struct Empty: Codable {}

    private init(severity: String, message: String, position: Position, highlights: [PositionRange]) {
        self.severity = severity
        self.message = message
        self.position = position
        self.highlights = highlights
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decode(String.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        position = try container.decode(Position.self, forKey: .position)
        highlights = try container.decodeIfPresent([PositionRange].self, forKey: .highlights) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(position, forKey: .position)
        try container.encode(highlights, forKey: .highlights)
        try container.encode([Empty](), forKey: .notes)
        try container.encode([Empty](), forKey: .fixIts)
    }
}
