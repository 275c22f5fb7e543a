/// `@ModelActor` without SwiftSyntax: an actor becomes a SwiftData model actor, as Apple's macro
/// makes it.
///
/// ```swift
/// @ModelActor
/// actor Importer {
///     func importTrips() throws { … modelContext.insert(trip) … }
/// }
/// ```
///
/// - `member`: `modelExecutor` and `modelContainer` (nonisolated constants) and
///   `init(modelContainer:)`, which makes the actor a context of its own over the container and a
///   `DefaultSerialModelExecutor` that keeps it.
/// - `extension`: the conformance to `ModelActor`.
public enum ModelActorMacro: AttachedMacro {
    public static func expansion(of request: AttachedExpansionRequest) -> AttachedMacroExpansion {
        let location = request.attributeSyntax.location
        let position = PluginDiagnostic.Position(fileName: location.fileName, offset: location.offset)
        guard let header = headerWords(of: request.declSyntax.source), header.contains("actor") else {
            return .failure("@ModelActor is for an actor: `@ModelActor actor Importer {}`", at: position)
        }
        switch request.macroRole {
        case "member":
            let access = header.contains("public") ? "public " : header.contains("package") ? "package " : ""
            return AttachedMacroExpansion(expansions: [
                "\(access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
                "\(access)nonisolated let modelContainer: SwiftData.ModelContainer",
                """
                \(access)init(modelContainer: SwiftData.ModelContainer) {
                    let modelContext = SwiftData.ModelContext(modelContainer)
                    self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                    self.modelContainer = modelContainer
                }
                """,
            ])
        case "extension":
            let type = request.extendedTypeSyntax?.source.trimmingWhitespace() ?? ""
            guard !type.isEmpty, request.conformanceListSyntax?.source.contains("ModelActor") ?? true else {
                return AttachedMacroExpansion(expansions: [])
            }
            return AttachedMacroExpansion(expansions: ["extension \(type): SwiftData.ModelActor {\n}"])
        default:
            return AttachedMacroExpansion(expansions: [])
        }
    }

    /// The words of the declaration before its body (attributes' arguments skipped), or nil when
    /// it cannot be read.
    static func headerWords(of source: String) -> [String]? {
        let bytes = Array(source.utf8)
        guard let tokens = try? SourceLexer.tokens(in: bytes) else { return nil }
        var words: [String] = []
        var index = 0
        while index < tokens.count, tokens[index].kind != .openBrace {
            if tokens[index].kind == .identifier {
                words.append(String(decoding: bytes[tokens[index].range], as: UTF8.self))
            }
            index =
                tokens[index].closingKind != nil
                ? ((try? SourceGroups.indexAfterGroup(startingAt: index, in: tokens)) ?? tokens.count) : index + 1
        }
        return words
    }
}
