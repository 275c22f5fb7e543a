import Testing
import TextUIMacroSupport

/// `@ModelActor` adds what Apple's macro adds to an actor: nonisolated `modelExecutor` and
/// `modelContainer`, `init(modelContainer:)` over a context of its own, and the conformance
/// (developer.apple.com/documentation/swiftdata/modelactor()).
struct ModelActorMacroTests {
    private func request(role: String, declaration: String) -> AttachedExpansionRequest {
        let location = PluginSyntax.Location(
            fileID: "App/Importer.swift", fileName: "/src/Importer.swift", offset: 0, line: 1, column: 1)
        return AttachedExpansionRequest(
            macro: MacroReference(moduleName: "SwiftDataMacros", typeName: "ModelActorMacro", name: "ModelActor"),
            macroRole: role, discriminator: "$s1",
            attributeSyntax: PluginSyntax(kind: "attribute", source: "@ModelActor", location: location),
            declSyntax: PluginSyntax(kind: "declaration", source: declaration, location: location),
            lexicalContext: nil, parentDeclSyntax: nil,
            extendedTypeSyntax: PluginSyntax(kind: "type", source: "Importer", location: location),
            conformanceListSyntax: PluginSyntax(kind: "type", source: "ModelActor", location: location))
    }

    @Test func anActor_getsTheExecutorTheContainerAndItsInitializer() {
        let members = ModelActorMacro.expansion(
            of: request(role: "member", declaration: "@ModelActor\npublic actor Importer {\n    func run() {}\n}"))
        let joined = members.expansions?.joined(separator: "\n") ?? ""
        #expect(joined.contains("public nonisolated let modelExecutor: any SwiftData.ModelExecutor"))
        #expect(joined.contains("public nonisolated let modelContainer: SwiftData.ModelContainer"))
        #expect(joined.contains("public init(modelContainer: SwiftData.ModelContainer)"))
        #expect(joined.contains("SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)"))
        let extensions = ModelActorMacro.expansion(
            of: request(role: "extension", declaration: "@ModelActor actor Importer {}"))
        #expect(extensions.expansions == ["extension Importer: SwiftData.ModelActor {\n}"])
    }

    @Test func aClass_isAnError() {
        let members = ModelActorMacro.expansion(
            of: request(role: "member", declaration: "@ModelActor class Importer {}"))
        #expect(members.expansions == nil)
        #expect(members.diagnostics.first?.message.contains("@ModelActor is for an actor") == true)
    }
}
