import Testing

@testable import TextUIMacroSupport

/// A macro use splits into what precedes `#Name`, its arguments and its trailing closures, each
/// kept exactly as written; anything else after the closures is an error.
struct FreestandingMacroUseTests {
    private func parse(_ text: String) throws -> FreestandingMacroUse {
        try FreestandingMacroUse(parsing: text, macroName: "Preview")
    }

    @Test func use_withArgumentsAndTrailingClosure_keepsBothAsWritten() throws {
        let use = try parse("\n\n#Preview(\"A\", traits: .x /* t */) {\n    Text(\"(\")\n} // after")

        #expect(use.declarationPrefix == "")
        #expect(use.poundOffset == 2)
        #expect(use.arguments == "\"A\", traits: .x /* t */")
        #expect(use.trailingClosures == "{\n    Text(\"(\")\n}")
    }

    @Test func use_withOnlyATrailingClosure_hasNoArguments() throws {
        let use = try parse("#Preview { Text(\"a\") }")

        #expect(use.arguments == nil)
        #expect(use.trailingClosures == "{ Text(\"a\") }")
    }

    @Test func use_withEmptyParentheses_hasNoArguments() throws {
        #expect(try parse("#Preview() { }").arguments == nil)
    }

    @Test func use_withTheBodyAsAnArgument_hasNoTrailingClosure() throws {
        let use = try parse("#Preview(\"A\", body: { Text(\"a\") })")

        #expect(use.arguments == "\"A\", body: { Text(\"a\") }")
        #expect(use.trailingClosures == nil)
    }

    @Test func use_withLabeledTrailingClosures_keepsThemAll() throws {
        let use = try parse("#Preview { a } more: { b }")

        #expect(use.trailingClosures == "{ a } more: { b }")
    }

    @Test func use_withAttributesAndModifiers_keepsThemAsThePrefix() throws {
        let use = try parse("  // doc\n  @available(macOS 14, *) @MainActor\n  private #Preview { a }")

        #expect(use.declarationPrefix == "@available(macOS 14, *) @MainActor\n  private ")
    }

    @Test func use_withAnArgumentEndingInALineComment_keepsTheLineBreak() throws {
        let use = try parse("#Preview(\"A\" // name\n) { a }")

        #expect(use.arguments == "\"A\" // name\n")
    }

    @Test(arguments: [
        ("#Preview<Int> { a }", "#Preview takes no generic arguments", 8),
        ("#Preview { a } b", "unexpected 'b' after #Preview", 15),
        ("#Preview(a, { b ) }", "unbalanced brackets", 16),
        ("#Other { a }", "expected #Preview", 0),
        ("", "expected #Preview", 0),
    ])
    func malformedUse_isAnErrorAtItsPlace(text: String, problem: String, offset: Int) {
        #expect(throws: SourceScanError(problem, at: offset)) {
            try parse(text)
        }
    }
}
