/// `#Index` and `#Unique` in a `@Model` class, without SwiftSyntax: the key paths they list become
/// a static property of the model that the store reads when it makes the model's table.
///
/// ```swift
/// @Model final class Trip {
///     #Index<Trip>([\.name], [\.start, \.end])
///     #Unique<Trip>([\.name, \.start])
///     var name: String
///     var start: Date
///     var end: Date
///     …
/// }
/// ```
///
/// `#Index` declares `_$schemaIndices` (an SQLite index for each array of key paths), `#Unique`
/// declares `_$schemaUniqueConstraints` (a unique index for each; inserting a model whose values
/// match a stored one's replaces it, as `@Attribute(.unique)` does).
public enum ModelSchemaMacro: FreestandingMacro {
    public static func expansion(of request: FreestandingExpansionRequest) -> MacroExpansion {
        let syntax = request.syntax
        let name = request.macro.name
        let position = PluginDiagnostic.Position(fileName: syntax.location.fileName, offset: syntax.location.offset)
        guard let enclosing = request.lexicalContext?.first,
            let model = try? ModelClassDeclaration(parsing: enclosing.source)
        else {
            return .failure("#\(name) is for the body of a @Model class: `#\(name)<Trip>([\\.name])`", at: position)
        }
        guard let arguments = argumentText(of: syntax.source) else {
            return .failure(
                "#\(name) needs the key paths, in arrays: `#\(name)<\(model.name)>([\\.name], [\\.start, \\.end])`",
                at: position)
        }
        let property = name == "Unique" ? "_$schemaUniqueConstraints" : "_$schemaIndices"
        let access = model.isPublic ? "public " : ""
        return MacroExpansion(
            expandedSource: """
                \(access)static var \(property): [[AnyKeyPath]] {
                    let keyPaths: [[PartialKeyPath<\(model.name)>]] = [\(arguments)]
                    return keyPaths
                }
                """)
    }

    /// The text between the parentheses of the use's argument list; nil when it has none.
    static func argumentText(of source: String) -> String? {
        let bytes = Array(source.utf8)
        guard let tokens = try? SourceLexer.tokens(in: bytes),
            let pound = tokens.firstIndex(where: { $0.kind == .poundKeyword }),
            let open = tokens[pound...].firstIndex(where: { $0.kind == .openParenthesis }),
            let end = try? SourceGroups.indexAfterGroup(startingAt: open, in: tokens), end - open > 2
        else { return nil }
        let text = String(
            decoding: bytes[tokens[open].range.upperBound..<tokens[end - 1].range.lowerBound], as: UTF8.self)
        return text.trimmingWhitespace().isEmpty ? nil : text
    }
}
