/// A class declaration taken apart without a Swift parser, as `@Model` needs it: its name, whether
/// it is public, and its stored variables in order, each with its attributes and whether it is
/// persisted.
///
/// A variable is persisted when it is a `var` or a `let` declared in the class body (not `static`,
/// `class` or `lazy`), with no `@Transient` attribute and no accessor block (a computed property or
/// one with observers is not). A `let` is persisted as Apple's `@Model` persists it: its accessors
/// expand with the compiler's warning in Swift 5 mode ("cannot expand accessor macro on variable
/// declared with 'let'"), an error in Swift 6 mode. Members are split where a declaration keyword, modifier or attribute starts
/// a line after a complete declaration, which is how Swift is written; conditional compilation lines
/// (`#if DEBUG` … `#endif`) separate members and the members between them count as written.
public struct ModelClassDeclaration: Equatable, Sendable {
    /// A variable declared in the class body.
    public struct Member: Equatable, Sendable {
        /// The variable's name.
        public let name: String
        /// Its attributes as written (`@Attribute(.unique)`).
        public let attributes: [String]
        /// True when `@Model` stores it.
        public let isPersisted: Bool
    }

    /// The class's name.
    public let name: String
    /// True when the class is `public` or `open`.
    public let isPublic: Bool
    /// Its variables, in order.
    public let members: [Member]

    /// The persisted variables, in order: their positions are the indices `@Model` stores them at.
    public var persisted: [Member] { members.filter(\.isPersisted) }

    /// Takes apart `text`, a class declaration with its attributes and body.
    ///
    /// - Throws: ``SourceScanError`` when `text` is not a class declaration.
    public init(parsing text: String) throws {
        let bytes = Array(text.utf8)
        let tokens = try SourceLexer.tokens(in: bytes)
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        var index = 0
        var depth = 0
        var isPublic = false
        while index < tokens.count {
            let token = tokens[index]
            if token.closingKind != nil { depth += 1 }
            if token.isClosingBracket { depth -= 1 }
            if depth == 0, token.kind == .identifier {
                let text = word(index)
                if text == "public" || text == "open" { isPublic = true }
                if text == "class", index + 1 < tokens.count, tokens[index + 1].kind == .identifier { break }
                if ["struct", "enum", "actor", "protocol", "extension"].contains(text) {
                    throw SourceScanError("@Model is for a class", at: token.range.lowerBound)
                }
            }
            index += 1
        }
        guard index + 1 < tokens.count else { throw SourceScanError("expected a class", at: 0) }
        name = word(index + 1)
        self.isPublic = isPublic
        guard let open = tokens[index...].firstIndex(where: { $0.kind == .openBrace }) else {
            throw SourceScanError("expected the class's body", at: bytes.count)
        }
        let end = try SourceGroups.indexAfterGroup(startingAt: open, in: tokens) - 1
        members = try Self.items(in: tokens, from: open + 1, to: end, bytes: bytes).compactMap {
            try Self.member(in: $0, tokens: tokens, bytes: bytes)
        }
    }

    private static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "struct", "class", "enum", "protocol",
        "actor", "case", "associatedtype", "macro",
    ]
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override", "lazy",
        "weak", "unowned", "nonisolated", "required", "convenience", "dynamic", "indirect",
    ]

    private static let conditionalDirectives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

    /// The token ranges of the body's declarations (depth 0 inside the body).
    private static func items(in tokens: [SourceToken], from start: Int, to end: Int, bytes: [UInt8]) throws
        -> [Range<Int>]
    {
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        func startsLine(_ index: Int) -> Bool {
            let from = index == 0 ? 0 : tokens[index - 1].range.upperBound
            return bytes[from..<tokens[index].range.lowerBound].contains(UInt8(ascii: "\n"))
                || (index > 0 && word(index - 1) == ";")
        }
        var items: [Range<Int>] = []
        var itemStart = start
        var itemHasKeyword = false
        var index = start
        while index < end {
            let token = tokens[index]
            let text = word(index)
            // A conditional compilation line (`#if DEBUG`, `#endif`) ends the declaration before it
            // and is no declaration itself: the members between are taken as they are.
            if token.kind == .poundKeyword, conditionalDirectives.contains(text) {
                if itemStart < index { items.append(itemStart..<index) }
                index += 1
                while index < end, !startsLine(index) { index += 1 }
                itemStart = index
                itemHasKeyword = false
                continue
            }
            let opensDeclaration =
                token.kind == .attributeSign || token.kind == .poundKeyword
                || (token.kind == .identifier && (declarationKeywords.contains(text) || modifiers.contains(text)))
            // A freestanding macro (`#Index<Trip>([\.name])`, `#Unique`) or a compiler directive
            // is an item of its own: the declaration on the next line starts another.
            let itemIsFreestanding = tokens[itemStart].kind == .poundKeyword
            if opensDeclaration, itemHasKeyword || itemIsFreestanding, index > itemStart, startsLine(index) {
                items.append(itemStart..<index)
                itemStart = index
                itemHasKeyword = false
            }
            if token.kind == .identifier, declarationKeywords.contains(text) { itemHasKeyword = true }
            if token.closingKind != nil {
                index = try SourceGroups.indexAfterGroup(startingAt: index, in: tokens)
            } else {
                index += 1
            }
        }
        if itemStart < end { items.append(itemStart..<end) }
        return items
    }

    /// The variable the tokens in `range` declare; nil for another kind of member.
    private static func member(in range: Range<Int>, tokens: [SourceToken], bytes: [UInt8]) throws -> Member? {
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        var keyword: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].kind == .identifier, declarationKeywords.contains(word(index)) {
                keyword = index
                break
            }
            index =
                tokens[index].closingKind != nil
                ? try SourceGroups.indexAfterGroup(startingAt: index, in: tokens) : index + 1
        }
        guard let keyword, ["var", "let"].contains(word(keyword)) else { return nil }
        let text = String(
            decoding: bytes[tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound],
            as: UTF8.self)
        let declaration = try VariableDeclaration(parsing: text)
        let modifierWords = (range.lowerBound..<keyword).filter { tokens[$0].kind == .identifier }.map(word)
        let isTransient = declaration.attributes.contains { ModelAttributeName.of($0) == "Transient" }
        // An accessor block: a brace at depth 0 after the name, before any `=` (computed) or after
        // it and opening `willSet` or `didSet` (observers; a brace after `=` may be a closure).
        var hasAccessors = false
        var seenInitializer = false
        var cursor = keyword + 2
        while cursor < range.upperBound {
            if word(cursor) == "=" { seenInitializer = true }
            if tokens[cursor].kind == .openBrace {
                let first = cursor + 1 < range.upperBound ? word(cursor + 1) : ""
                if !seenInitializer || first == "willSet" || first == "didSet" {
                    hasAccessors = true
                    break
                }
            }
            cursor =
                tokens[cursor].closingKind != nil
                ? try SourceGroups.indexAfterGroup(startingAt: cursor, in: tokens) : cursor + 1
        }
        let isStatic = modifierWords.contains("static") || modifierWords.contains("class")
        let isLazy = modifierWords.contains("lazy")
        let isPersisted =
            !isStatic && !isLazy && !isTransient && !hasAccessors && !declaration.name.hasPrefix("_$")
        return Member(name: declaration.name, attributes: declaration.attributes, isPersisted: isPersisted)
    }
}

/// The name of an attribute as written, without `@`, arguments or module: `@SwiftData.Attribute(.unique)`
/// is `Attribute`.
enum ModelAttributeName {
    static func of(_ attribute: String) -> String {
        var name = attribute.hasPrefix("@") ? String(attribute.dropFirst()) : attribute
        if let parenthesis = name.firstIndex(of: "(") { name = String(name[..<parenthesis]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name.trimmingWhitespace()
    }

    /// The attribute's arguments with their parentheses (`(.unique)`), or `()` when it has none.
    static func arguments(of attribute: String) -> String {
        guard let parenthesis = attribute.firstIndex(of: "(") else { return "()" }
        return String(attribute[parenthesis...])
    }
}
