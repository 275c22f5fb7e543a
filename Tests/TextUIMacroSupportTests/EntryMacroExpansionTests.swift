import Testing
import TextUIMacroSupport

/// `@Entry` expands to accessors over a key and the key itself, inside `extension EnvironmentValues`.
struct EntryMacroExpansionTests {
    private func request(_ declaration: String, role: String, in context: String? = "extension EnvironmentValues {\n}")
        -> AttachedExpansionRequest
    {
        let location = PluginSyntax.Location(
            fileID: "App/Keys.swift", fileName: "/src/Keys.swift", offset: 40, line: 3, column: 5)
        return AttachedExpansionRequest(
            macro: MacroReference(moduleName: "TextUIMacros", typeName: "EntryMacro", name: "Entry"),
            macroRole: role, discriminator: "$s1",
            attributeSyntax: PluginSyntax(kind: "attribute", source: "@Entry", location: location),
            declSyntax: PluginSyntax(kind: "declaration", source: declaration, location: location),
            lexicalContext: context.map { [PluginSyntax(kind: "declaration", source: $0, location: location)] })
    }

    @Test func accessors_readAndWriteTheKey() {
        let expansion = EntryMacro.expansion(of: request("\n    @Entry var accent: Color = .blue", role: "accessor"))
        #expect(
            expansion.expansions == [
                "get {\n    self[__Key_accent.self]\n}", "set {\n    self[__Key_accent.self] = newValue\n}",
            ])
    }

    @Test func thePeer_isAKeyWithTheTypeAndDefault() {
        let typed = EntryMacro.expansion(of: request("@Entry var accent: Color = .blue", role: "peer"))
        #expect(
            typed.expansions == [
                """
                private struct __Key_accent: TextUI.EnvironmentKey {
                    typealias Value = Color
                    static var defaultValue: Value { .blue }
                }
                """
            ])

        let inferred = EntryMacro.expansion(of: request("@Entry var limit = 3", role: "peer"))
        #expect(inferred.expansions?.first?.contains("static let defaultValue = 3") == true)

        let optional = EntryMacro.expansion(of: request("@Entry public var selection: [Int: String]?", role: "peer"))
        #expect(optional.expansions?.first?.contains("typealias Value = [Int: String]?") == true)
        #expect(optional.expansions?.first?.contains("static var defaultValue: Value { nil }") == true)
    }

    @Test func aQualifiedExtension_counts() {
        let expansion = EntryMacro.expansion(
            of: request("@Entry var x: Int = 1", role: "peer", in: "extension SwiftUI.EnvironmentValues {}"))
        #expect(expansion.diagnostics.isEmpty)
    }

    @Test func misuse_getsOneErrorAtTheAttribute() {
        let noValue = EntryMacro.expansion(of: request("@Entry var x: Int", role: "peer"))
        #expect(noValue.expansions == nil)
        #expect(noValue.diagnostics.count == 1)

        let transaction = EntryMacro.expansion(
            of: request("@Entry var x: Int = 1", role: "peer", in: "extension Transaction {}"))
        #expect(transaction.diagnostics.first?.message.contains("in Transaction is not provided") == true)

        let topLevel = EntryMacro.expansion(of: request("@Entry var x: Int = 1", role: "accessor", in: nil))
        #expect(topLevel.diagnostics.first?.message.contains("outside an extension") == true)

        let function = EntryMacro.expansion(of: request("@Entry func f() {}", role: "peer"))
        #expect(function.diagnostics.count == 1)
    }

    @Test func previewable_addsNothing() {
        var previewable = request("@Previewable @State var x = 1", role: "peer")
        previewable.macro = MacroReference(
            moduleName: "TextUIMacros", typeName: "PreviewableMacro", name: "Previewable")
        #expect(PreviewableMacro.expansion(of: previewable).expansions == [])
    }

    @Test func theSession_answersAttachedMacros_inTheRoleAsked() {
        var session = CompilerPluginSession(macros: [:], attachedMacros: ["EntryMacro": EntryMacro.self])
        _ = session.reply(to: .getCapability(hostProtocolVersion: 7))
        let reply = session.reply(to: .expandAttachedMacro(request("@Entry var a: Int = 1", role: "accessor")))
        guard case .attachedExpansion(let expansion, let role, let version) = reply else {
            Issue.record("expected an attached expansion, got \(reply)")
            return
        }
        #expect(role == "accessor")
        #expect(version == 7)
        #expect(expansion.diagnostics.isEmpty)
    }
}
