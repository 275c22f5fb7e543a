/// A `#Preview` body's `@Previewable` declarations, taken out: what `#Preview` makes properties of
/// the view it declares, and the statements left, which become that view's body.
///
/// A declaration runs from `@Previewable` to the end of its statement: a `;`, or a line break
/// outside brackets where the line does not go on (the previous line does not end with `=`, `.`,
/// `,`, `:` or an operator, and the next does not start with `.` or an operator).
struct PreviewableBody: Equatable {
    /// The declarations, without `@Previewable`, as written.
    let declarations: [String]
    /// The closure's text with the declarations removed (`{` and `}` included).
    let remainder: String

    /// The `@Previewable` declarations at the top level of `closure` (a `{ … }`); nil when there are none.
    init?(closure: String) throws {
        let bytes = Array(closure.utf8)
        let tokens = try SourceLexer.tokens(in: bytes)
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        guard tokens.first?.kind == .openBrace else { return nil }
        let closingIndex = try SourceGroups.indexAfterGroup(startingAt: 0, in: tokens) - 1
        var declarations: [String] = []
        var removed: [Range<Int>] = []
        var depth = 0
        var index = 1
        while index < closingIndex {
            let token = tokens[index]
            if token.closingKind != nil { depth += 1 }
            if token.isClosingBracket { depth -= 1 }
            guard depth == 0, token.kind == .attributeSign, index + 1 < closingIndex, word(index + 1) == "Previewable"
            else {
                index += 1
                continue
            }
            let start = token.range.lowerBound
            let end = try Self.statementEnd(from: index + 2, closing: closingIndex, tokens: tokens, bytes: bytes)
            let declarationStart = tokens[index + 1].range.upperBound
            let text = String(decoding: bytes[declarationStart..<tokens[end - 1].range.upperBound], as: UTF8.self)
            declarations.append(text.trimmingWhitespace())
            var removedEnd = tokens[end - 1].range.upperBound
            if end < closingIndex, word(end) == ";" { removedEnd = tokens[end].range.upperBound }
            removed.append(start..<removedEnd)
            index = end
        }
        guard !declarations.isEmpty else { return nil }
        var remainder: [UInt8] = []
        var cursor = 0
        for range in removed {
            remainder += bytes[cursor..<range.lowerBound]
            cursor = range.upperBound
        }
        remainder += bytes[cursor...]
        self.declarations = declarations
        self.remainder = String(decoding: remainder, as: UTF8.self)
    }

    /// The index of the first token after the statement that starts at `start`.
    private static func statementEnd(from start: Int, closing: Int, tokens: [SourceToken], bytes: [UInt8]) throws -> Int
    {
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        var index = start
        var sawIntroducer = false
        while index < closing {
            let token = tokens[index]
            if token.closingKind != nil {
                index = try SourceGroups.indexAfterGroup(startingAt: index, in: tokens)
                continue
            }
            if word(index) == ";" { return index }
            if word(index) == "var" || word(index) == "let" { sawIntroducer = true }
            if sawIntroducer, index > start {
                let gap = bytes[tokens[index - 1].range.upperBound..<token.range.lowerBound]
                let newLine = gap.contains(UInt8(ascii: "\n")) || gap.contains(UInt8(ascii: "\r"))
                if newLine && !continues(after: word(index - 1), before: word(index)) { return index }
            }
            index += 1
        }
        return closing
    }

    /// Whether a line ending in `previous` goes on into one starting with `next`.
    private static func continues(after previous: String, before next: String) -> Bool {
        let operators: Set<Character> = [
            "=", ".", ",", ":", "+", "-", "*", "/", "%", "&", "|", "^", "?", "!", "<", ">",
        ]
        if let last = previous.last, operators.contains(last), previous != "!" && previous != "?" || previous.count > 1
        {
            return true
        }
        if previous == "=" || previous == "." || previous == "," || previous == ":" { return true }
        if let first = next.first, first == "." || (operators.contains(first) && first != "!") { return true }
        return false
    }
}
