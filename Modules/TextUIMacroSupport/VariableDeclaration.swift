/// A stored variable's declaration taken apart without a Swift parser, as `@Entry` and
/// `@Previewable` need it: its attributes, its name, its type annotation and its initializer, each
/// as written (`@Entry var accent: Color = .blue`).
struct VariableDeclaration: Equatable {
    /// Each attribute as written, `@` included (`@Entry`, `@State`, `@Environment(\.dismiss)`).
    let attributes: [String]
    /// `var` or `let`, and the modifiers before it, as written (`private var`).
    let introducer: String
    /// The variable's name.
    let name: String
    /// The type annotation, without the colon; nil when there is none.
    let type: String?
    /// The initial value, without the `=`; nil when there is none.
    let initializer: String?

    /// Takes apart `text`, one variable declaration (its end is the end of the text).
    init(parsing text: String) throws {
        let bytes = Array(text.utf8)
        let tokens = try SourceLexer.tokens(in: bytes)
        func slice(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self).trimmingWhitespace()
        }
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        var index = 0
        var attributes: [String] = []
        while index < tokens.count, tokens[index].kind == .attributeSign {
            let start = tokens[index].range.lowerBound
            index += 1
            if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
            while index + 1 < tokens.count, word(index) == ".", tokens[index + 1].kind == .identifier { index += 2 }
            if index < tokens.count, tokens[index].kind == .openParenthesis,
                tokens[index].range.lowerBound == tokens[index - 1].range.upperBound
            {
                index = try SourceGroups.indexAfterGroup(startingAt: index, in: tokens)
            }
            attributes.append(slice(start..<tokens[index - 1].range.upperBound))
        }
        let introducerStart = index < tokens.count ? tokens[index].range.lowerBound : bytes.count
        while index < tokens.count, tokens[index].kind == .identifier, word(index) != "var", word(index) != "let" {
            index += 1
            if index < tokens.count, tokens[index].kind == .openParenthesis {  // private(set)
                index = try SourceGroups.indexAfterGroup(startingAt: index, in: tokens)
            }
        }
        guard index < tokens.count, word(index) == "var" || word(index) == "let" else {
            throw SourceScanError("expected a variable declaration", at: introducerStart)
        }
        introducer = slice(introducerStart..<tokens[index].range.upperBound)
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else {
            throw SourceScanError(
                "expected the variable's name", at: index < tokens.count ? tokens[index].range.lowerBound : bytes.count)
        }
        name = word(index)
        index += 1
        var type: String?
        var initializer: String?
        if index < tokens.count, tokens[index].kind == .colon {
            let start = tokens[index].range.upperBound
            var depth = 0
            var end = index + 1
            while end < tokens.count {
                let token = tokens[end]
                if token.closingKind != nil || word(end) == "<" { depth += 1 }
                if token.isClosingBracket || word(end) == ">" { depth -= 1 }
                if depth == 0, token.kind == .other, word(end) == "=",
                    end + 1 >= tokens.count || tokens[end + 1].range.lowerBound > token.range.upperBound
                        || word(end + 1) != "="
                {
                    break
                }
                if depth == 0, token.kind == .openBrace { break }
                end += 1
            }
            let typeEnd = end < tokens.count ? tokens[end].range.lowerBound : bytes.count
            type = slice(start..<typeEnd)
            index = end
        }
        if index < tokens.count, word(index) == "=" {
            initializer = slice(tokens[index].range.upperBound..<bytes.count)
        }
        self.attributes = attributes
        self.type = type
        self.initializer = initializer
    }
}

extension String {
    /// The text without leading and trailing spaces and line breaks.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
