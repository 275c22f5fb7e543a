/// The names a file declares `private` or `fileprivate` (at any depth, and inside a `private
/// extension`), which code outside the file cannot reach, not even through `@testable import`: a
/// preview's fake loader (`private struct PreviewLoader`), sample data
/// (`private extension Todo { static let samples = … }`). Read without compiling, so a name declared
/// private somewhere counts wherever it is used; a setter's access (`private(set) var`) does not
/// make a name private.
package enum FilePrivateNames {
    /// The names `source` declares private to its file.
    package static func declared(in source: String) -> Set<String> {
        let bytes = Array(source.utf8)
        guard let tokens = try? SourceLexer.tokens(in: bytes) else { return [] }
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        var names = Set<String>()
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard ["private", "fileprivate"].contains(word(index)),
                index + 1 == tokens.count || tokens[index + 1].kind != .openParenthesis,  // not `private(set)`
                let (keyword, name) = declaration(after: index, tokens: tokens, word: word)
            else { continue }
            if let name {
                names.insert(name)
            } else {
                names.formUnion(membersOfExtension(at: keyword, tokens: tokens, word: word))
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

    /// The names an extension whose keyword is at `keyword` declares right in its body.
    private static func membersOfExtension(at keyword: Int, tokens: [SourceToken], word: (Int) -> String) -> [String] {
        guard let open = tokens[keyword...].firstIndex(where: { $0.kind == .openBrace }),
            let end = try? SourceGroups.indexAfterGroup(startingAt: open, in: tokens)
        else { return [] }
        var members: [String] = []
        var depth = 0
        for index in open + 1..<end - 1 {
            if tokens[index].closingKind != nil { depth += 1 }
            if tokens[index].isClosingBracket { depth -= 1 }
            guard depth == 0, introducers.contains(word(index)),
                let name = name(after: index, tokens: tokens, word: word)
            else { continue }
            members.append(name)
        }
        return members
    }

    /// The declaration a `private` at `start` applies to: its keyword's index, and the name it
    /// declares (nil for an extension); nil when another modifier or attribute is not followed by one.
    private static func declaration(after start: Int, tokens: [SourceToken], word: (Int) -> String) -> (
        keyword: Int, name: String?
    )? {
        var index = start + 1
        while index < tokens.count {
            let text = word(index)
            if text == "extension" { return (index, nil) }
            if introducers.contains(text) { return (index, name(after: index, tokens: tokens, word: word)) }
            guard tokens[index].kind == .identifier || tokens[index].kind == .attributeSign else { return nil }
            index += 1
        }
        return nil
    }

    /// The identifier right after the keyword at `index`, without backticks.
    private static func name(after index: Int, tokens: [SourceToken], word: (Int) -> String) -> String? {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
        let name = word(index + 1)
        return name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
