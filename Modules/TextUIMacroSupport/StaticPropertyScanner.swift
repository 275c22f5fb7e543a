/// Finds the static properties a source file declares directly in extensions of some types,
/// without compiling it (`extension Color { static let brandPrimary = Color("BrandPrimary") }`):
/// what the asset symbols generator leaves out of its file, as they would be declared twice. It
/// reads the tokens ``SourceLexer`` makes (comments and string literals are passed over); an
/// extension of a qualified name (`extension SwiftUI.Color`) counts as one of its last name.
public enum StaticPropertyScanner {
    /// The static (or `class`) `let`s and `var`s declared directly in extensions of `types` in
    /// `source`, by the extended type's name; none when the text cannot be split into tokens.
    ///
    /// - Parameters:
    ///   - source: A Swift source file's text.
    ///   - types: The names of the extended types to look in.
    /// - Returns: The property names (without backticks), by type.
    public static func staticProperties(in source: String, extending types: Set<String>) -> [String: Set<String>] {
        let bytes = Array(source.utf8)
        guard let tokens = try? SourceLexer.tokens(in: bytes) else { return [:] }
        var result: [String: Set<String>] = [:]
        var depth = 0
        var pendingExtension: String?
        var extensionType: String?
        var words: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .openBrace:
                if depth == 0 {
                    extensionType = pendingExtension
                    pendingExtension = nil
                }
                depth += 1
                words.removeAll()
            case .closeBrace:
                depth = max(depth - 1, 0)
                if depth == 0 { extensionType = nil }
                words.removeAll()
            case .attributeSign:
                // `@MainActor static var …`: an attribute (and its name) is a modifier here.
                if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
            case .stringLiteral, .regexLiteral:
                words.append("\"")
            default:
                let word = String(decoding: bytes[token.range], as: UTF8.self)
                words.append(word)
                if depth == 0 {
                    if words.count >= 2, words[words.count - 2] == "extension" {
                        pendingExtension = word
                    } else if let pending = pendingExtension, words.count >= 3, words[words.count - 2] == ".",
                        words[words.count - 3] == pending
                    {
                        pendingExtension = word
                    }
                } else if depth == 1, let type = extensionType, types.contains(type),
                    let name = declaredStaticProperty(words)
                {
                    result[type, default: []].insert(name)
                    words.removeAll()
                }
                if words.count > 16 { words.removeFirst(words.count - 8) }
            }
        }
        return result
    }

    /// The name when the last words are `static` (or `class`), modifiers, `let` or `var`, a name.
    private static func declaredStaticProperty(_ words: [String]) -> String? {
        guard words.count >= 3, let name = words.last, isIdentifier(name) else { return nil }
        let introducer = words[words.count - 2]
        guard introducer == "let" || introducer == "var" else { return nil }
        var index = words.count - 3
        while index >= 0 {
            let word = words[index]
            if word == "static" || word == "class" { return withoutBackticks(name) }
            guard modifiers.contains(word) else { return nil }
            index -= 1
        }
        return nil
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "nonisolated", "final", "lazy", "open",
    ]

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isAlphabetic
    }

    private static func withoutBackticks(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}
