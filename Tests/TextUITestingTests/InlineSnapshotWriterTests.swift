import Testing

@testable import TextUITesting

@Suite struct InlineSnapshotWriterTests {
    @Test func callWithoutAClosure_getsOne() throws {
        let source = """
            func test() {
                assertInlineSnapshot(of: host)
            }
            """

        let (rewritten, delta) = try InlineSnapshotWriter.rewrite(source, callLine: 2, with: "a\nb")

        #expect(
            rewritten == """
                func test() {
                    assertInlineSnapshot(of: host) {
                        \"""
                        a
                        b
                        \"""
                    }
                }
                """
        )
        #expect(delta == 5)
    }

    @Test func existingClosure_isReplaced_evenWithBracesAndParensInItsStrings() throws {
        let source = """
            x()
                assertInlineSnapshot(of: view(")")) {
                    \"""
                    old {
                    \"""
                }
            y()
            """

        let (rewritten, delta) = try InlineSnapshotWriter.rewrite(source, callLine: 2, with: "new")

        #expect(
            rewritten == """
                x()
                    assertInlineSnapshot(of: view(")")) {
                        \"""
                        new
                        \"""
                    }
                y()
                """
        )
        #expect(delta == 0)
    }

    @Test func textWithBackslashesOrTripleQuotes_usesARawLiteral() {
        let closure = InlineSnapshotWriter.literalClosure(#"a\b"#, indentation: "")
        #expect(closure == "{\n    #\"\"\"\n    a\\b\n    \"\"\"#\n}")
    }

    @Test func missingCall_isAnError() {
        #expect(throws: InlineSnapshotWriter.WriteError.self) {
            try InlineSnapshotWriter.rewrite("let x = 1\n", callLine: 1, with: "a")
        }
    }
}
