import Testing
import TextUIMacroSupport

/// `#Preview` expands to a function named for the `#`'s file, line and column that passes the
/// arguments and closures, as written, to `TextUI.Preview`; a use it cannot expand gets one error at
/// its `#`.
struct PreviewMacroExpansionTests {
    private func request(
        _ source: String, line: Int = 1, column: Int = 1, offset: Int = 0, lexicalContext: [PluginSyntax] = []
    ) -> FreestandingExpansionRequest {
        FreestandingExpansionRequest(
            macro: MacroReference(moduleName: "TextUIMacros", typeName: "PreviewMacro", name: "Preview"),
            macroRole: "declaration", discriminator: "$s3App4FilefMf_",
            syntax: PluginSyntax(
                kind: "expression", source: source,
                location: .init(
                    fileID: "App/Content View.swift", fileName: "/src/App/Content View.swift", offset: offset,
                    line: line,
                    column: column)),
            lexicalContext: lexicalContext)
    }

    @Test func expansion_declaresAFunctionNamedForThePoundSign() {
        let expansion = PreviewMacro.expansion(
            of: request(
                "\n\n  #Preview(\"Empty\", traits: .sizeThatFitsLayout) {\n    Text(\"a\")\n}", line: 3, column: 9))

        #expect(
            expansion.expandedSource == """
                func _textUIPreview(`Content View.swift:5:3` _: Void) -> TextUI.Preview {
                    TextUI.Preview(fileID: #fileID, line: 5, column: 3, "Empty", traits: .sizeThatFitsLayout) {
                    Text("a")
                }
                }
                """)
        #expect(expansion.diagnostics.isEmpty)
    }

    @Test func expansion_onTheSameLineAsThePreviousToken_countsColumnsInUTF8Bytes() {
        let expansion = PreviewMacro.expansion(of: request(" /* é */ #Preview { a }", line: 7, column: 4))

        #expect(expansion.expandedSource?.hasPrefix("func _textUIPreview(`Content View.swift:7:14` _: Void)") == true)
    }

    @Test func expansion_afterWindowsLineEndings_countsEachAsOneLine() {
        let expansion = PreviewMacro.expansion(of: request("\r\n\r\n#Preview { a }", line: 1, column: 20))

        #expect(expansion.expandedSource?.contains("line: 3, column: 1)") == true)
    }

    @Test func expansion_withoutArguments_passesOnlyTheLocationAndTheClosure() {
        let expansion = PreviewMacro.expansion(of: request("#Preview { a }"))

        #expect(
            expansion.expandedSource?.contains(
                "TextUI.Preview(fileID: #fileID, line: 1, column: 1) { a }") == true)
    }

    @Test func expansion_keepsAttributesAndModifiers() {
        let expansion = PreviewMacro.expansion(of: request("@available(macOS 14, *)\n#Preview { a }"))

        #expect(expansion.expandedSource?.hasPrefix("@available(macOS 14, *)\nfunc _textUIPreview(") == true)
    }

    @Test func expansion_insideATypeOrFunction_isOneErrorAtThePoundSign() {
        let enclosing = PluginSyntax(
            kind: "declaration", source: "struct S {}",
            location: .init(fileID: "", fileName: "", offset: 0, line: 0, column: 0))

        let expansion = PreviewMacro.expansion(
            of: request("\n    #Preview { a }", offset: 100, lexicalContext: [enclosing]))

        #expect(expansion.expandedSource == nil)
        #expect(expansion.diagnostics.count == 1)
        #expect(expansion.diagnostics.first?.message.hasPrefix("#Preview must be at file scope") == true)
        #expect(expansion.diagnostics.first?.position == .init(fileName: "/src/App/Content View.swift", offset: 105))
    }

    @Test func expansion_ofUnreadableText_isOneErrorAtTheProblem() {
        let expansion = PreviewMacro.expansion(of: request("#Preview { \"a }", offset: 10))

        #expect(expansion.expandedSource == nil)
        #expect(
            expansion.diagnostics == [
                .error(
                    "cannot read this #Preview: unterminated string literal",
                    at: .init(fileName: "/src/App/Content View.swift", offset: 21))
            ])
    }

    @Test func expansion_withoutAClosure_isOneError() {
        let expansion = PreviewMacro.expansion(of: request("#Preview"))

        #expect(expansion.expandedSource == nil)
        #expect(expansion.diagnostics.map(\.message) == ["#Preview needs a closure that makes the view to preview"])
    }

    @Test func expansion_ofAFileWithAnOddName_isNamedWithWhatALabelCanHold() {
        var odd = request("#Preview { a }")
        odd.syntax.location.fileID = "App/a\"b\\c.swift"

        let expansion = PreviewMacro.expansion(of: odd)

        #expect(expansion.expandedSource?.hasPrefix("func _textUIPreview(`a\"b_c.swift:1:1` _: Void)") == true)
    }

    @Test func expansion_inMainSwift_isOneError() {
        var inMain = request("#Preview { a }")
        inMain.syntax.location.fileName = "/src/App/main.swift"

        let expansion = PreviewMacro.expansion(of: inMain)

        #expect(expansion.expandedSource == nil)
        #expect(expansion.diagnostics.first?.message.hasPrefix("#Preview cannot be used in main.swift") == true)
    }
}
