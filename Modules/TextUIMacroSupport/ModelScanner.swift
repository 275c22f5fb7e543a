/// Finds the model classes a source file declares (and its structures), without compiling it:
/// what the `workbench` plugin declares `SettableModel` (`SettableValue`) tables for, so that the
/// workbench's `set` writes their properties through their setters. A model is a class marked
/// `@Observable` or listing `ObservableObject` among what it inherits, declared at file scope; its
/// properties are the `var`s and `let`s right in its body.
///
/// Left out, as code elsewhere in the module cannot name them or they may not exist: `private`
/// and `fileprivate` classes and properties, generic classes, `static` and `class` properties,
/// and anything inside `#if`. A `private(set)` property is listed (it reads as read-only).
public enum ModelScanner {
    /// A model class, or a structure, and its properties.
    public struct Model: Equatable, Sendable {
        /// The type's name.
        public let typeName: String
        /// Its properties' names, in order, each once (without backticks).
        public let properties: [String]
    }

    /// The model classes `source` declares, in order.
    ///
    /// - Parameter source: A Swift source file's text.
    /// - Returns: Each model class with its properties.
    /// - Throws: ``SourceScanError`` when the text cannot be split into tokens (an unterminated string).
    public static func models(in source: String) throws -> [Model] {
        try types(in: source, declaredBy: "class") { $0.isObservable || $0.inherited.contains("ObservableObject") }
    }

    /// The structures `source` declares at file scope (not `private` nor `fileprivate`, not
    /// generic, not inside `#if`, not a view, a scene or a style, which hold what the workbench
    /// reaches otherwise), with their properties, in order: what the plugin declares
    /// `SettableValue` tables for, so that `set store.entries[0].title "x"` reaches a property of
    /// a value a model holds even when the value is not `Codable`.
    ///
    /// - Parameter source: A Swift source file's text.
    /// - Returns: Each structure with its properties.
    /// - Throws: ``SourceScanError`` when the text cannot be split into tokens (an unterminated string).
    public static func structures(in source: String) throws -> [Model] {
        try types(in: source, declaredBy: "struct") { $0.inherited.isDisjoint(with: viewKinds) }
    }

    /// The types declared by `keyword` at file scope that code elsewhere in the module can extend
    /// (not `private` nor `fileprivate`, not generic) and whose declaration `accepts`, with their
    /// properties.
    private static func types(
        in source: String, declaredBy keyword: String, where accepts: (TypeHeader) -> Bool
    ) throws -> [Model] {
        var work = ScanWork(textLength: source.utf8.count)
        let bytes = Array(source.utf8)
        let tokens = try SourceLexer.tokens(in: bytes, work: &work)
        func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        var models: [Model] = []
        var depth = 0
        var conditionals = 0
        // The model whose body is open (its name, its properties), or whose brace comes next.
        var pending: String?
        var body: (name: String, properties: [String])?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .poundKeyword:
                let word = text(index)
                if word == "#if" { conditionals += 1 }
                if word == "#endif" { conditionals = max(0, conditionals - 1) }
            case .openBrace:
                depth += 1
                if depth == 1, let name = pending { body = (name, []) }
                pending = nil
            case .closeBrace:
                depth = max(0, depth - 1)
                if depth == 0, let model = body {
                    models.append(Model(typeName: model.name, properties: model.properties))
                    body = nil
                }
            case .identifier where depth == 0 && conditionals == 0 && text(index) == keyword:
                if let header = TypeHeader(keywordAt: index, tokens, text), !header.isHidden, !header.isGeneric,
                    accepts(header)
                {
                    pending = header.name
                }
            case .identifier where depth == 1 && conditionals == 0 && body != nil:
                let word = text(index)
                guard word == "var" || word == "let", index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                    isVisibleMember(before: index, tokens, text)
                else { break }
                let name = text(index + 1).filter { $0 != "`" }
                if body?.properties.contains(name) == false { body?.properties.append(name) }
            default: break
            }
            index += 1
        }
        return models
    }

    /// What a type's declaration says before its body: its name, its modifiers and attributes,
    /// whether it is generic, and what it inherits.
    private struct TypeHeader {
        let name: String
        /// `private` or `fileprivate`.
        var isHidden = false
        /// Marked `@Observable`.
        var isObservable = false
        var isGeneric = false
        /// The names in its inheritance clause (up to `where`, its brace or the next declaration).
        var inherited: Set<String> = []

        /// The declaration whose keyword (`class`, `struct`) is at `index`; nil when no type's
        /// name follows it (`class func`).
        init?(keywordAt index: Int, _ tokens: [SourceToken], _ text: (Int) -> String) {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
            name = text(index + 1)
            guard !["func", "var", "let", "subscript", "init"].contains(name) else { return nil }
            var cursor = index - 1
            while cursor >= 0, tokens[cursor].kind == .identifier || tokens[cursor].kind == .attributeSign {
                let word = tokens[cursor].kind == .identifier ? text(cursor) : "@"
                if word == "private" || word == "fileprivate" { isHidden = true }
                if word == "Observable", cursor > 0, tokens[cursor - 1].kind == .attributeSign { isObservable = true }
                cursor -= 1
            }
            var after = index + 2
            if after < tokens.count, tokens[after].kind == .other, text(after) == "<" { isGeneric = true }
            guard after < tokens.count, tokens[after].kind == .colon else { return }
            after += 1
            while after < tokens.count, tokens[after].kind != .openBrace {
                if tokens[after].kind == .identifier {
                    let word = text(after)
                    // `where`, or the next declaration: no body follows (and each token is read once).
                    if word == "where" || declarationKeywords.contains(word) { break }
                    inherited.insert(word)
                }
                after += 1
            }
        }
    }

    /// Words that start another declaration, where a look for a type's body stops.
    private static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "func", "var", "let", "typealias", "init",
    ]

    /// What a structure conforms to that makes it a view, a scene or a style, not a value a model holds.
    private static let viewKinds: Set<String> = [
        "View", "App", "Scene", "PreviewProvider", "ViewModifier", "Shape", "InsettableShape", "ButtonStyle",
        "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "DynamicProperty", "Widget", "TimelineProvider",
    ]

    /// False for a `static`, `class`, `private` or `fileprivate` property (a `private(set)` one is
    /// visible: it reads as read-only).
    private static func isVisibleMember(before index: Int, _ tokens: [SourceToken], _ text: (Int) -> String) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .closeParenthesis:
                // `private(set)`: the setter's access, not the property's.
                guard cursor >= 3, text(cursor - 1) == "set", tokens[cursor - 2].kind == .openParenthesis else {
                    return true
                }
                cursor -= 4
            case .identifier:
                let word = text(cursor)
                if ["static", "class", "private", "fileprivate"].contains(word) { return false }
                cursor -= 1
            case .attributeSign:
                cursor -= 1
            default:
                return true
            }
        }
        return true
    }
}
