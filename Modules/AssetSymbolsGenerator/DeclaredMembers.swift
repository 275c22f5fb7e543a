/// The static properties a target's own sources declare in extensions of the types the generated
/// symbols extend (`extension Color { static let brandPrimary = Color("BrandPrimary") }`, as apps
/// wrote before Xcode 15, and as apps do that turn Xcode's symbol extensions off). The generated
/// file leaves those out: declared twice, they would not compile.
public enum DeclaredMembers {
    /// The types whose extensions are read.
    public static let extendedTypes: Set<String> = [
        "ColorResource", "ImageResource", "Color", "ShapeStyle", "UIColor", "UIImage",
    ]

    /// The static properties declared directly in extensions of ``extendedTypes`` in a source,
    /// by type (`SwiftUI.Color` is `Color`). Comments and string literals are passed over; one
    /// pass over the text.
    ///
    /// - Parameter source: A Swift source file's text.
    /// - Returns: The property names, by the extended type's name.
    public static func staticProperties(in source: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var depth = 0
        var pendingExtension: String?
        var extensionType: String?
        var tokens: [String] = []
        for token in SwiftTokens(source) {
            switch token {
            case "{":
                if depth == 0 {
                    extensionType = pendingExtension
                    pendingExtension = nil
                }
                depth += 1
                tokens.removeAll()
            case "}":
                depth = max(depth - 1, 0)
                if depth == 0 { extensionType = nil }
                tokens.removeAll()
            default:
                tokens.append(token)
                if depth == 0 {
                    if tokens.count >= 2, tokens[tokens.count - 2] == "extension" {
                        // `extension SwiftUI.Color`: the tokens are `SwiftUI`, `.`, `Color`.
                        pendingExtension = token
                    } else if let pending = pendingExtension, tokens.count >= 2, tokens[tokens.count - 2] == ".",
                        tokens.count >= 3, tokens[tokens.count - 3] == pending
                    {
                        pendingExtension = token
                    }
                } else if depth == 1, let type = extensionType, extendedTypes.contains(type),
                    let name = declaredStaticProperty(tokens)
                {
                    result[type, default: []].insert(name)
                    tokens.removeAll()
                }
                if tokens.count > 16 { tokens.removeFirst(tokens.count - 8) }
            }
        }
        return result
    }

    /// The name when the last tokens are `static` (or `class`), modifiers, `let` or `var`, a name.
    private static func declaredStaticProperty(_ tokens: [String]) -> String? {
        guard tokens.count >= 3, let name = tokens.last, isIdentifier(name) else { return nil }
        let introducer = tokens[tokens.count - 2]
        guard introducer == "let" || introducer == "var" else { return nil }
        var index = tokens.count - 3
        while index >= 0 {
            let token = tokens[index]
            if token == "static" || token == "class" { return name.trimmingBackticks }
            guard modifiers.contains(token) else { return nil }
            index -= 1
        }
        return nil
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "nonisolated", "final", "lazy", "open",
        "@MainActor",
    ]

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isAlphabetic
    }
}

extension String {
    /// The identifier without the backticks around it.
    fileprivate var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}

/// A Swift source's tokens as far as ``DeclaredMembers`` needs them: identifiers and keywords
/// (with `@attributes` and backticked names whole), `{`, `}`, `.` and other punctuation one
/// character each; comments, string literals and numbers are left out.
struct SwiftTokens: Sequence, IteratorProtocol {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ source: String) { scalars = Array(source.unicodeScalars) }

    mutating func next() -> String? {
        while index < scalars.count {
            let scalar = scalars[index]
            let following = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == "/" && following == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            } else if scalar == "/" && following == "*" {
                skipBlockComment()
            } else if scalar == "\"" || (scalar == "#" && (following == "\"" || following == "#")) {
                skipString()
            } else if isIdentifierStart(scalar) || scalar == "@" || scalar == "`" {
                let start = index
                index += 1
                if scalar == "`" {
                    while index < scalars.count && scalars[index] != "`" && scalars[index] != "\n" { index += 1 }
                    index += 1
                } else {
                    while index < scalars.count && isIdentifierPart(scalars[index]) { index += 1 }
                }
                return String(String.UnicodeScalarView(scalars[start..<Swift.min(index, scalars.count)]))
            } else if scalar.properties.generalCategory == .decimalNumber {
                while index < scalars.count && isIdentifierPart(scalars[index]) { index += 1 }
            } else if scalar.properties.isWhitespace {
                index += 1
            } else {
                index += 1
                return String(scalar)
            }
        }
        return nil
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || scalar.properties.generalCategory == .decimalNumber
    }

    /// Past a `/* … */` comment, which may nest.
    private mutating func skipBlockComment() {
        var level = 0
        while index < scalars.count {
            if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                level += 1
                index += 2
            } else if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                level -= 1
                index += 2
                if level == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Past a string literal: `"…"`, `"""…"""` or raw `#"…"#`, escapes and interpolations
    /// included (an interpolation's own strings end it early; its braces are not counted anyway).
    private mutating func skipString() {
        var hashes = 0
        while index < scalars.count && scalars[index] == "#" {
            hashes += 1
            index += 1
        }
        guard index < scalars.count, scalars[index] == "\"" else { return }
        let multiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" && hashes == 0 {
                index += 2
                continue
            }
            if !multiline && scalar == "\n" { return }
            if scalar == "\"" && closes(at: index, quotes: quotes, hashes: hashes) {
                index += quotes + hashes
                return
            }
            index += 1
        }
    }

    private func closes(at position: Int, quotes: Int, hashes: Int) -> Bool {
        guard position + quotes + hashes <= scalars.count else { return false }
        for offset in 0..<quotes where scalars[position + offset] != "\"" { return false }
        for offset in 0..<hashes where scalars[position + quotes + offset] != "#" { return false }
        return true
    }
}
