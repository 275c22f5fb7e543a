/// `@Entry` without SwiftSyntax: a property in `extension EnvironmentValues` becomes a computed
/// property over a key of its own, as SwiftUI's macro does:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// gets the accessors `get { self[__Key_accent.self] }` and `set { self[__Key_accent.self] = newValue }`
/// and the peer
///
/// ```swift
/// private struct __Key_accent: TextUI.EnvironmentKey {
///     typealias Value = Color
///     static var defaultValue: Value { .blue }
/// }
/// ```
///
/// An optional without an initial value defaults to nil; without a type annotation, the key's
/// value is a `static let` of the initial value (its type inferred). Only `EnvironmentValues`
/// entries are provided: `Transaction`, `FocusedValues` and `ContainerValues` entries get an error.
public enum EntryMacro: AttachedMacro {
    public static func expansion(of request: AttachedExpansionRequest) -> AttachedMacroExpansion {
        let location = request.attributeSyntax.location
        let position = PluginDiagnostic.Position(fileName: location.fileName, offset: location.offset)
        let declaration: VariableDeclaration
        do {
            declaration = try VariableDeclaration(parsing: request.declSyntax.source)
        } catch {
            return .failure("@Entry is for a variable: `@Entry var name: Type = value`", at: position)
        }
        let container = (request.lexicalContext ?? []).first.flatMap { extendedType(of: $0.source) }
        guard container == "EnvironmentValues" else {
            let place = container.map { "in \($0)" } ?? "outside an extension"
            return .failure(
                "@Entry \(place) is not provided: it declares EnvironmentValues entries "
                    + "(`extension EnvironmentValues { @Entry var name: Type = value }`)",
                at: position)
        }
        let key = "__Key_\(declaration.name)"
        switch request.macroRole {
        case "accessor":
            return AttachedMacroExpansion(expansions: [
                "get {\n    self[\(key).self]\n}", "set {\n    self[\(key).self] = newValue\n}",
            ])
        case "peer":
            guard let body = keyBody(declaration) else {
                return .failure(
                    "@Entry needs an initial value (`= value`) unless its type is optional", at: position)
            }
            return AttachedMacroExpansion(expansions: [
                "private struct \(key): TextUI.EnvironmentKey {\n\(body)\n}"
            ])
        default:
            return AttachedMacroExpansion(expansions: [])
        }
    }

    /// The key's members: its value type and default.
    static func keyBody(_ declaration: VariableDeclaration) -> String? {
        switch (declaration.type, declaration.initializer) {
        case (let type?, let value?):
            return "    typealias Value = \(type)\n    static var defaultValue: Value { \(value) }"
        case (let type?, nil) where type.hasSuffix("?") || type.hasPrefix("Optional<"):
            return "    typealias Value = \(type)\n    static var defaultValue: Value { nil }"
        case (nil, let value?):
            return "    static let defaultValue = \(value)"
        default:
            return nil
        }
    }

    /// The type an `extension` declaration extends (`EnvironmentValues`, or `SwiftUI.EnvironmentValues`
    /// as `EnvironmentValues`); nil for another kind of declaration.
    static func extendedType(of declaration: String) -> String? {
        guard let tokens = try? SourceLexer.tokens(in: Array(declaration.utf8)) else { return nil }
        let bytes = Array(declaration.utf8)
        let words = tokens.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        guard let keyword = words.firstIndex(of: "extension") else { return nil }
        var name: String?
        var index = keyword + 1
        while index < words.count, tokens[index].kind == .identifier {
            name = words[index]
            guard index + 1 < words.count, words[index + 1] == "." else { break }
            index += 2
        }
        return name
    }
}

/// `@Previewable`: a marker on a variable at the top of a `#Preview` body, which `#Preview` turns
/// into a property of the view it makes (see ``PreviewMacro``). Alone it adds nothing.
public enum PreviewableMacro: AttachedMacro {
    public static func expansion(of request: AttachedExpansionRequest) -> AttachedMacroExpansion {
        AttachedMacroExpansion(expansions: [])
    }
}
