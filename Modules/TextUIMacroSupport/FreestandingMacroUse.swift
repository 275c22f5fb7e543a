/// One use of a freestanding macro, as the compiler sends it to a plugin (leading trivia included),
/// taken apart without a Swift parser: attributes and modifiers, `#Name`, an optional argument list
/// and optional trailing closures. Each part keeps its text as written, comments included.
struct FreestandingMacroUse: Equatable {
    /// The attributes and modifiers before `#Name`, as written ("" when there are none).
    let declarationPrefix: String
    /// The text between the parentheses of the argument list; nil when there are no arguments.
    let arguments: String?
    /// From the first trailing closure's `{` to the last one's `}`; nil when there are none.
    let trailingClosures: String?
    /// The UTF-8 offset of `#` in the text.
    let poundOffset: Int

    /// Takes apart `text`, a use of `#macroName`.
    init(parsing text: String, macroName: String) throws {
        let bytes = Array(text.utf8)
        let tokens = try SourceLexer.tokens(in: bytes)
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var index = 0

        // Attributes (`@Name`, `@Name(…)`) and modifiers (`public`, `private(set)`…).
        let prefixStart = tokens.first?.range.lowerBound ?? 0
        while index < tokens.count, tokens[index].kind == .attributeSign || tokens[index].kind == .identifier {
            index += 1
            while index < tokens.count, tokens[index].kind == .identifier || slice(tokens[index].range) == "." {
                index += 1
            }
            if index < tokens.count, tokens[index].kind == .openParenthesis,
                tokens[index].range.lowerBound == tokens[index - 1].range.upperBound
            {
                index = try SourceGroups.indexAfterGroup(startingAt: index, in: tokens)
            }
        }

        guard index < tokens.count, tokens[index].kind == .poundKeyword, slice(tokens[index].range) == "#\(macroName)"
        else {
            let offset = index < tokens.count ? tokens[index].range.lowerBound : bytes.count
            throw SourceScanError("expected #\(macroName)", at: offset)
        }
        poundOffset = tokens[index].range.lowerBound
        declarationPrefix = slice(prefixStart..<poundOffset)
        index += 1

        if index < tokens.count, slice(tokens[index].range) == "<" {
            throw SourceScanError("#\(macroName) takes no generic arguments", at: tokens[index].range.lowerBound)
        }
        if index < tokens.count, tokens[index].kind == .openParenthesis {
            let end = try SourceGroups.indexAfterGroup(startingAt: index, in: tokens)
            let hasArguments = end - index > 2
            arguments = hasArguments ? slice(tokens[index].range.upperBound..<tokens[end - 1].range.lowerBound) : nil
            index = end
        } else {
            arguments = nil
        }

        var closuresStart: Int?
        var closuresEnd = 0
        while index < tokens.count {
            let isLabeled =
                closuresStart != nil && index + 2 < tokens.count && tokens[index].kind == .identifier
                && tokens[index + 1].kind == .colon && tokens[index + 2].kind == .openBrace
            guard tokens[index].kind == .openBrace || isLabeled else {
                throw SourceScanError(
                    "unexpected '\(slice(tokens[index].range))' after #\(macroName)", at: tokens[index].range.lowerBound
                )
            }
            closuresStart = closuresStart ?? tokens[index].range.lowerBound
            index = try SourceGroups.indexAfterGroup(startingAt: isLabeled ? index + 2 : index, in: tokens)
            closuresEnd = tokens[index - 1].range.upperBound
        }
        trailingClosures = closuresStart.map { slice($0..<closuresEnd) }
    }
}
