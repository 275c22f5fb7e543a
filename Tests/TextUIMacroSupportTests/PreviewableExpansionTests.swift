import Testing
import TextUIMacroSupport

/// `#Preview` with `@Previewable` declarations declares a view that owns them.
struct PreviewableExpansionTests {
    private func request(_ source: String) -> FreestandingExpansionRequest {
        FreestandingExpansionRequest(
            macro: MacroReference(moduleName: "TextUIMacros", typeName: "PreviewMacro", name: "Preview"),
            macroRole: "declaration", discriminator: "$s1",
            syntax: PluginSyntax(
                kind: "declaration", source: source,
                location: .init(
                    fileID: "App/List.swift", fileName: "/src/App/List.swift", offset: 0, line: 1, column: 1)),
            lexicalContext: [])
    }

    @Test func previewableDeclarations_becomePropertiesOfTheViewTheFunctionDeclares() {
        let expansion = PreviewMacro.expansion(
            of: request(
                "#Preview(\"Todos\") {\n    @Previewable @State var todos = [\"a\"]\n    TodoList(todos: $todos)\n}"))
        #expect(
            expansion.expandedSource == """
                func _textUIPreview(`List.swift:1:1` _: Void) -> TextUI.Preview {
                    struct __TextUIPreviewableContent: TextUI._PreviewableContent {
                        @State var todos = ["a"]
                        var body: some TextUI.View {
                    
                    TodoList(todos: $todos)
                }
                    }
                    return TextUI.Preview(fileID: #fileID, line: 1, column: 1, "Todos") { __TextUIPreviewableContent() }
                }
                """)
    }

    @Test func aDeclaration_endsWhereItsStatementDoes() {
        let expansion = PreviewMacro.expansion(
            of: request(
                """
                #Preview {
                    @Previewable
                    @State var total = 1 +
                        2
                    @Previewable @FocusState var focused: Bool; let label = "x"
                    @Previewable @State var items = [
                        1, 2,
                    ]
                        .sorted()
                    Text(label)
                }
                """))
        let source = expansion.expandedSource ?? ""
        #expect(source.contains("@State var total = 1 +\n        2"))
        #expect(source.contains("        @FocusState var focused: Bool\n"))
        #expect(source.contains("@State var items = [\n        1, 2,\n    ]\n        .sorted()"))
        #expect(source.contains(" let label = \"x\""))
        #expect(source.contains("Text(label)"))
        #expect(!source.contains("@Previewable"))
    }

    @Test func withoutPreviewable_theClosureIsPassedAsWritten() {
        let expansion = PreviewMacro.expansion(of: request("#Preview { @State var x = 1; Text(\"\\(x)\") }"))
        #expect(expansion.expandedSource?.contains("column: 1) { @State var x = 1; Text(\"\\(x)\") }") == true)
    }
}
