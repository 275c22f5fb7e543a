/// Splits Swift source into ``SourceToken``s, skipping whitespace and comments. It knows string
/// literals (single-line, multi-line, raw, with interpolations), `#/…/#` regex literals, backtick
/// identifiers and nested block comments, so brackets inside them are not counted. (A bare `/…/`
/// regex literal reads as operators: brackets inside one would be counted.) It takes one pass over
/// the text, and interpolations nest at most ``maximumInterpolationDepth`` deep.
struct SourceLexer {
    /// How deep interpolations may nest (`"\("\(…)")"`): deeper text is refused, not followed
    /// down until the stack runs out.
    static let maximumInterpolationDepth = 64

    private let bytes: [UInt8]
    private var position = 0
    private var interpolationDepth = 0
    private var work: ScanWork

    private init(_ bytes: [UInt8], work: ScanWork) {
        self.bytes = bytes
        self.work = work
    }

    /// Every token of `bytes`, in order.
    static func tokens(in bytes: [UInt8]) throws -> [SourceToken] {
        var work = ScanWork(textLength: bytes.count)
        return try tokens(in: bytes, work: &work)
    }

    /// Every token of `bytes`, in order, counting the steps taken in `work`.
    static func tokens(in bytes: [UInt8], work: inout ScanWork) throws -> [SourceToken] {
        var lexer = SourceLexer(bytes, work: work)
        var tokens: [SourceToken] = []
        while let token = try lexer.nextToken() {
            tokens.append(token)
        }
        work = lexer.work
        return tokens
    }

    private mutating func nextToken() throws -> SourceToken? {
        try skipTrivia()
        guard position < bytes.count else { return nil }
        try work.step(at: position)
        let start = position
        let kind: SourceToken.Kind
        switch bytes[position] {
        case UInt8(ascii: "("): kind = .openParenthesis
        case UInt8(ascii: ")"): kind = .closeParenthesis
        case UInt8(ascii: "{"): kind = .openBrace
        case UInt8(ascii: "}"): kind = .closeBrace
        case UInt8(ascii: "["): kind = .openBracket
        case UInt8(ascii: "]"): kind = .closeBracket
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: "@"): kind = .attributeSign
        case UInt8(ascii: "\""):
            try scanString(hashes: 0)
            return SourceToken(kind: .stringLiteral, range: start..<position)
        case UInt8(ascii: "`"):
            try scanBacktickIdentifier()
            return SourceToken(kind: .identifier, range: start..<position)
        case UInt8(ascii: "#"):
            return try scanPound()
        case let byte where Self.isIdentifierHead(byte):
            skipIdentifierCharacters()
            return SourceToken(kind: .identifier, range: start..<position)
        default: kind = .other
        }
        position += 1
        return SourceToken(kind: kind, range: start..<position)
    }

    // MARK: Trivia

    private mutating func skipTrivia() throws {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n"),
                    bytes[position] != UInt8(ascii: "\r")
                {
                    position += 1
                }
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func skipBlockComment() throws {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
        throw SourceScanError("unterminated block comment", at: start)
    }

    // MARK: Literals

    /// `#name`, a raw string (`#"…"#`), an extended regex literal (`#/…/#`) or a lone `#`.
    private mutating func scanPound() throws -> SourceToken {
        let start = position
        var afterHashes = position
        while byte(at: afterHashes) == UInt8(ascii: "#") { afterHashes += 1 }
        let hashes = afterHashes - position
        try work.step(hashes, at: position)
        switch byte(at: afterHashes) {
        case UInt8(ascii: "\""):
            position = afterHashes
            try scanString(hashes: hashes)
            return SourceToken(kind: .stringLiteral, range: start..<position)
        case UInt8(ascii: "/"):
            position = afterHashes
            try scanRegex(hashes: hashes, start: start)
            return SourceToken(kind: .regexLiteral, range: start..<position)
        case let next? where hashes == 1 && Self.isIdentifierHead(next):
            position = afterHashes
            skipIdentifierCharacters()
            return SourceToken(kind: .poundKeyword, range: start..<position)
        case let next? where Self.isIdentifierHead(next):
            // `##name`: the `#`s before the last one, then `#name`.
            position = afterHashes - 1
            return SourceToken(kind: .other, range: start..<position)
        default:
            // A run of `#`s is one token, so the run is counted once, not once for each `#` in it.
            position = afterHashes
            return SourceToken(kind: .other, range: start..<position)
        }
    }

    /// A string literal whose opening quote is at `position`, delimited by `hashes` `#`s.
    private mutating func scanString(hashes: Int) throws {
        let start = position - hashes
        let multiline = isTripleQuote(at: position)
        position += multiline ? 3 : 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\") where hasHashes(hashes, at: position + 1):
                let escaped = position + 1 + hashes
                if byte(at: escaped) == UInt8(ascii: "(") {
                    position = escaped + 1
                    try skipInterpolation(start: escaped)
                } else {
                    position = escaped + 1
                }
            case UInt8(ascii: "\""):
                let quotes = multiline ? 3 : 1
                if (!multiline || isTripleQuote(at: position)) && hasHashes(hashes, at: position + quotes) {
                    position += quotes + hashes
                    return
                }
                position += 1
            case UInt8(ascii: "\n") where !multiline, UInt8(ascii: "\r") where !multiline:
                throw SourceScanError("unterminated string literal", at: start)
            default:
                position += 1
            }
        }
        throw SourceScanError("unterminated string literal", at: start)
    }

    /// The tokens of an interpolation, up to and including its closing parenthesis.
    private mutating func skipInterpolation(start: Int) throws {
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            throw SourceScanError("string interpolations nested too deeply", at: start)
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 1
        while let token = try nextToken() {
            if token.kind == .openParenthesis {
                depth += 1
            } else if token.kind == .closeParenthesis {
                depth -= 1
                if depth == 0 { return }
            }
        }
        throw SourceScanError("unterminated string interpolation", at: start)
    }

    /// A `#/…/#` regex literal whose opening slash is at `position`.
    private mutating func scanRegex(hashes: Int, start: Int) throws {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"):
                position += 2
            case UInt8(ascii: "/") where hasHashes(hashes, at: position + 1):
                position += 1 + hashes
                return
            default:
                position += 1
            }
        }
        throw SourceScanError("unterminated regex literal", at: start)
    }

    private mutating func scanBacktickIdentifier() throws {
        let start = position
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "`"):
                position += 1
                return
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw SourceScanError("unterminated backtick identifier", at: start)
            default:
                position += 1
            }
        }
        throw SourceScanError("unterminated backtick identifier", at: start)
    }

    // MARK: Helpers

    private mutating func skipIdentifierCharacters() {
        while let next = byte(at: position), Self.isIdentifierHead(next) || Self.isDigit(next) {
            position += 1
        }
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    private func isTripleQuote(at offset: Int) -> Bool {
        (0..<3).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "\"") }
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: "$"), 0x80...:
            true
        default: false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
