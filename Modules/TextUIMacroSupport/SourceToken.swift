/// A token of Swift source, as far as taking a macro use apart needs: brackets, separators, string
/// and regex literals as single tokens, identifiers and `#` keywords. Everything else is `other`.
struct SourceToken: Equatable, Sendable {
    /// What a token is.
    enum Kind: Equatable, Sendable {
        case identifier
        /// `#name`, such as `#Preview` or `#if`.
        case poundKeyword
        /// The `@` of an attribute.
        case attributeSign
        case stringLiteral
        case regexLiteral
        case openParenthesis, closeParenthesis
        case openBrace, closeBrace
        case openBracket, closeBracket
        case comma, colon
        case other
    }

    /// What the token is.
    let kind: Kind
    /// Where it is: UTF-8 offsets into the scanned text.
    let range: Range<Int>

    /// The bracket that closes this one, if this token opens a group.
    var closingKind: Kind? {
        switch kind {
        case .openParenthesis: .closeParenthesis
        case .openBrace: .closeBrace
        case .openBracket: .closeBracket
        default: nil
        }
    }

    /// Whether this token closes a group.
    var isClosingBracket: Bool {
        kind == .closeParenthesis || kind == .closeBrace || kind == .closeBracket
    }
}
