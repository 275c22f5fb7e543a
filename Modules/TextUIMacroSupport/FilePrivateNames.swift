/// The names a file declares `private` or `fileprivate` (at any depth, and inside a `private
/// extension`), which code outside the file cannot reach, not even through `@testable import`: a
/// preview's fake loader (`private struct PreviewLoader`), sample data
/// (`private extension Todo { static let samples = … }`). Read without compiling, so a name declared
/// private somewhere counts wherever it is used; a setter's access (`private(set) var`) does not
/// make a name private.
package enum FilePrivateNames {
    /// The names `source` declares private to its file.
    package static func declared(in source: String) -> Set<String> {
        var work = ScanWork(textLength: source.utf8.count)
        return (try? declared(in: source, work: &work)) ?? []
    }

    /// ``declared(in:)``, counting the steps taken in `work`: one pass over the tokens, which
    /// follows each `private` to the declaration it applies to and each open bracket to whether it
    /// is a private extension's body.
    package static func declared(in source: String, work: inout ScanWork) throws -> Set<String> {
        let bytes = Array(source.utf8)
        let tokens = try SourceLexer.tokens(in: bytes, work: &work)
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        var names = Set<String>()
        // Each open bracket: true for the brace of a private extension's body, whose declarations
        // are private.
        var brackets: [Bool] = []
        // A `private` was seen, followed by modifiers and attributes only: the declaration it applies
        // to is still to come.
        var privateModifier = false
        // A `private extension` was seen; its body is the next brace.
        var extensionBodyNext = false
        for index in tokens.indices {
            try work.step(at: tokens[index].range.lowerBound)
            let token = tokens[index]
            if token.closingKind != nil {
                brackets.append(token.kind == .openBrace && extensionBodyNext)
                if token.kind == .openBrace { extensionBodyNext = false }
            } else if token.isClosingBracket {
                _ = brackets.popLast()
            }
            let text = token.kind == .identifier ? word(index) : ""
            if brackets.last == true, introducers.contains(text),
                let name = name(after: index, tokens: tokens, word: word)
            {
                names.insert(name)
            }
            if privateModifier {
                if text == "extension" {
                    extensionBodyNext = true
                    privateModifier = false
                } else if introducers.contains(text) {
                    if let name = name(after: index, tokens: tokens, word: word) { names.insert(name) }
                    privateModifier = false
                } else if token.kind != .identifier && token.kind != .attributeSign {
                    privateModifier = false
                }
            }
            if text == "private" || text == "fileprivate",
                index + 1 == tokens.count || tokens[index + 1].kind != .openParenthesis  // not `private(set)`
            {
                privateModifier = true
            }
        }
        return names
    }

    /// The names `code` uses, other than argument labels (`title:` in `Todo(title: "Milk")`).
    package static func used(in code: String) -> Set<String> {
        let bytes = Array(code.utf8)
        guard let tokens = try? SourceLexer.tokens(in: bytes) else { return [] }
        var names = Set<String>()
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let isLabel = index + 1 < tokens.count && tokens[index + 1].kind == .colon
            if !isLabel { names.insert(String(decoding: bytes[token.range], as: UTF8.self)) }
        }
        return names
    }

    /// The keywords that declare a name.
    private static let introducers: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "typealias", "func", "let", "var",
    ]

    /// The identifier right after the keyword at `index`, without backticks.
    private static func name(after index: Int, tokens: [SourceToken], word: (Int) -> String) -> String? {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
        let name = word(index + 1)
        return name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
