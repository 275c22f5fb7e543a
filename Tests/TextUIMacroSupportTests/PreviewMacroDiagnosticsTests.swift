import Foundation
import LoopbackServer
import Testing

/// Compiled for real (`swiftc` with the built TextUI, TextUIMacroDeclarations and plugin), each
/// malformed use of `#Preview` gets exactly one error that says what is wrong, and well-formed uses
/// compile.
@Suite(.serialized) struct PreviewMacroDiagnosticsTests {
    /// The errors `swiftc` reports for `source`, saved as `fileName` (one line each).
    private func errors(
        compiling source: String, as fileName: String = "Previews.swift", languageMode: String = "6"
    ) async throws -> [String] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent(fileName)
        let imports = "import TextUI\nimport TextUIMacroDeclarations\n"
        try (imports + source).write(to: file, atomically: true, encoding: .utf8)
        let plugin = try BuiltPlugin.executable()
        let cache = directory.url.appendingPathComponent("cache")
        let run = try await FinishedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-typecheck", "-swift-version", languageMode, "-diagnostic-style", "llvm",
                "-module-cache-path", cache.path, "-I", try BuiltPlugin.modules().path,
                "-load-plugin-executable", "\(plugin.path)#TextUIMacros", file.path,
            ])
        #expect(!run.errors.contains("crashed"))
        return run.errors.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.drop { $0 != " " }.dropFirst())
        }
    }

    @Test(arguments: [
        (
            "struct S {\n    #Preview { Text(\"a\") }\n}",
            "error: #Preview must be at file scope, not inside a type or function: it declares a preview that tools find by its file and line (from macro 'Preview')"
        ),
        ("func f() {\n    #Preview { Text(\"a\") }\n}", "error: #Preview must be at file scope"),
        ("#Preview(\"Name\")", "error: missing argument for parameter 'body' in macro expansion"),
        ("#Preview { 42 }", "error: static method 'buildExpression' requires that 'Int' conform to 'View'"),
        ("#Preview(1) { Text(\"a\") }", "error: cannot convert value of type 'Int' to expected argument type 'String'"),
        (
            "#Preview(traits: .bogus) { Text(\"a\") }",
            "error: type 'PreviewTrait<Preview.ViewTraits>' has no member 'bogus'"
        ),
    ])
    func malformedUse_isExactlyOneClearError(source: String, expected: String) async throws {
        let errors = try await errors(compiling: source)

        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix(expected) == true, "\(errors)")
    }

    @Test func useInMainSwift_isExactlyOneClearError() async throws {
        let errors = try await errors(compiling: "#Preview { Text(\"a\") }", as: "main.swift")

        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("error: #Preview cannot be used in main.swift") == true, "\(errors)")
    }

    @Test(arguments: ["6", "5"])
    func everydayUses_compileInEitherLanguageMode(languageMode: String) async throws {
        let source = """
            #Preview { Text("a") }
            #Preview("Named") { Text("a") }
            #Preview("Traits", traits: .sizeThatFitsLayout) {
                let count = 2
                Text("\\(count)")
            }
            #Preview(traits: .fixedLayout(width: 100, height: 50), .portrait) { Text("a"); Text("b") }
            #Preview("Conditional") { if Bool.random() { Text("a") } else { EmptyView() } }
            #Preview(body: { Text("a") })
            """

        #expect(try await errors(compiling: source, languageMode: languageMode) == [])
    }
}
