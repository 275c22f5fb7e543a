import Foundation
import Testing
import TextUIMacroSupport

/// Every message from the compiler gets one reply it can read, in the form its protocol version
/// reads; what cannot be expanded is an error diagnostic; an empty message ends the session.
struct CompilerPluginSessionTests {
    private func makeSUT() -> CompilerPluginSession {
        CompilerPluginSession(macros: ["PreviewMacro": PreviewMacro.self])
    }

    /// The reply to `message`, as a JSON object.
    private func reply(_ message: String, in session: inout CompilerPluginSession) throws -> [String: Any] {
        let reply = try #require(session.reply(to: Array(message.utf8)) as [UInt8]?)
        return try #require(try JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any])
    }

    private func capability(_ version: Int) -> String {
        #"{"getCapability":{"capability":{"protocolVersion":\#(version)}}}"#
    }

    /// An expansion request as Swift 6.3 sends it (its build configuration shortened).
    private func expansion(typeName: String = "PreviewMacro", source: String = #"\n\n#Preview(\"A\") { Text(\"a\") }"#)
        -> String
    {
        #"""
        {"expandFreestandingMacro":{"discriminator":"$s4User0019Previewsswift_DJEEdfMX1_0_33_D02C020CE5567CDE0561F6EC8442EEF7Ll7PreviewfMf_","lexicalContext":[],"macro":{"moduleName":"TextUIMacros","name":"Preview","typeName":"\#(typeName)"},"macroRole":"declaration","staticBuildConfiguration":"{\"customConditions\":[\"DEBUG\"]}","syntax":{"kind":"expression","location":{"column":11,"fileID":"User/Previews.swift","fileName":"/tmp/user/Sources/User/Previews.swift","line":1,"offset":10},"source":"\#(source)"}}}
        """#
    }

    @Test func capability_isAnsweredWithTheProtocolVersionAndNoFeatures() throws {
        var session = makeSUT()

        let reply = try reply(capability(7), in: &session)

        let result = try #require(reply["getCapabilityResult"] as? [String: Any])
        let capability = try #require(result["capability"] as? [String: Any])
        #expect(capability["protocolVersion"] as? Int == CompilerPluginSession.protocolVersion)
        #expect(capability["features"] as? [String] == [])
    }

    @Test func expansion_forACurrentCompiler_isAnExpandMacroResult() throws {
        var session = makeSUT()
        _ = try reply(capability(7), in: &session)

        let reply = try reply(expansion(), in: &session)

        let result = try #require(reply["expandMacroResult"] as? [String: Any])
        let source = try #require(result["expandedSource"] as? String)
        #expect(source.hasPrefix("func _textUIPreview(`Previews.swift:3:1` _: Void) -> TextUI.Preview {"))
        #expect(
            source.contains(#"TextUI.Preview(fileID: #fileID, line: 3, column: 1, "A") { Text("a") }"#))
        #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func expansion_forACompilerBeforeProtocol5_isAnExpandFreestandingMacroResult() throws {
        var session = makeSUT()
        _ = try reply(capability(4), in: &session)

        let reply = try reply(expansion(), in: &session)

        #expect(reply.keys.sorted() == ["expandFreestandingMacroResult"])
    }

    @Test func expansion_ofAnUnknownMacroType_isAnErrorAtTheUse() throws {
        var session = makeSUT()
        _ = try reply(capability(7), in: &session)

        let reply = try reply(expansion(typeName: "EntryMacro"), in: &session)

        let result = try #require(reply["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] == nil)
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"] as? String == "TextUIMacros has no macro EntryMacro")
        #expect(diagnostics.first?["severity"] as? String == "error")
        let position = try #require(diagnostics.first?["position"] as? [String: Any])
        #expect(position["fileName"] as? String == "/tmp/user/Sources/User/Previews.swift")
        #expect(position["offset"] as? Int == 10)
        #expect(diagnostics.first?["notes"] as? [Any] != nil)
        #expect(diagnostics.first?["fixIts"] as? [Any] != nil)
    }

    @Test func attachedMacro_isAnErrorInTheFormTheCompilerReads() throws {
        var session = makeSUT()
        let message = #"""
            {"expandAttachedMacro":{"macro":{"moduleName":"TextUIMacros","name":"Previewable","typeName":"PreviewableMacro"},"macroRole":"peer","discriminator":"$s1","attributeSyntax":{"kind":"attribute","source":"@Previewable","location":{"fileID":"A/B.swift","fileName":"/B.swift","offset":0,"line":1,"column":1}},"declSyntax":{"kind":"declaration","source":"var x = 1","location":{"fileID":"A/B.swift","fileName":"/B.swift","offset":13,"line":1,"column":14}}}}
            """#
        _ = try reply(capability(4), in: &session)
        let old = try reply(message, in: &session)
        _ = try reply(capability(7), in: &session)
        let current = try reply(message, in: &session)

        let legacy = try #require(old["expandAttachedMacroResult"] as? [String: Any])
        #expect(
            (legacy["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
                == "TextUIMacros has no attached macro PreviewableMacro")
        #expect(current.keys.sorted() == ["expandMacroResult"])
    }

    @Test func loadPluginLibrary_isRefused() throws {
        var session = makeSUT()

        let reply = try reply(#"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"X"}}"#, in: &session)

        let result = try #require(reply["loadPluginLibraryResult"] as? [String: Any])
        #expect(result["loaded"] as? Bool == false)
        #expect((result["diagnostics"] as? [Any])?.count == 1)
    }

    @Test(arguments: [
        (#"{"somethingNew":{}}"#, #"the macro plugin does not know the compiler's "somethingNew" message"#),
        (#"{"getCapability":"#, "the macro plugin could not read the compiler's message"),
        (#"{"a":{},"b":{}}"#, "the macro plugin could not read the compiler's message"),
        (#"{"expandFreestandingMacro":{"macro":{}}}"#, "the macro plugin could not read the compiler's message"),
    ])
    func unreadableOrUnknownMessage_isAnsweredWithOneError(message: String, expected: String) throws {
        var session = makeSUT()

        let reply = try reply(message, in: &session)

        let result = try #require(reply["expandFreestandingMacroResult"] as? [String: Any])
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix(expected) == true)
    }

    @Test func emptyMessage_endsTheSession() {
        var session = makeSUT()

        #expect(session.reply(to: []) == nil)
    }
}
