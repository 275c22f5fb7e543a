import Testing

@testable import TextUIMacroSupport

/// Brackets count only where they are code: never inside a string, an interpolation's strings, a
/// comment, a regex literal or a backtick identifier; and unterminated text is an error, not a guess.
struct SourceLexerTests {
    private func kinds(_ source: String) throws -> [SourceToken.Kind] {
        try SourceLexer.tokens(in: Array(source.utf8)).map(\.kind)
    }

    @Test func brackets_inStringsAndComments_areNotTokens() throws {
        let source = """
            f("(", "}") // )
            /* { /* nested } */ ] */ g
            """

        #expect(
            try kinds(source) == [
                .identifier, .openParenthesis, .stringLiteral, .comma, .stringLiteral, .closeParenthesis, .identifier,
            ])
    }

    @Test func interpolation_withNestedStringsAndParentheses_isOneStringLiteral() throws {
        let source = #""a \(f("b)", (1))) c" )"#

        #expect(try kinds(source) == [.stringLiteral, .closeParenthesis])
    }

    @Test func rawAndMultilineStrings_endOnlyAtTheirOwnDelimiters() throws {
        let source = ##"""
            #"a " } \(x)"# """
            b " { """ ##"x"# }"## )
            """##

        #expect(try kinds(source) == [.stringLiteral, .stringLiteral, .stringLiteral, .closeParenthesis])
    }

    @Test func rawStringInterpolation_isRead() throws {
        let source = ##"#"a \#(f(")")) b"# )"##

        #expect(try kinds(source) == [.stringLiteral, .closeParenthesis])
    }

    @Test func regexLiteralsAndBacktickIdentifiers_holdBrackets() throws {
        let source = "#/[(]/# `a (b` ("

        #expect(try kinds(source) == [.regexLiteral, .identifier, .openParenthesis])
    }

    @Test func poundKeywordsAndAttributes_areTokens() throws {
        let source = "@available(x) #Preview #if"

        #expect(
            try kinds(source) == [
                .attributeSign, .identifier, .openParenthesis, .identifier, .closeParenthesis, .poundKeyword,
                .poundKeyword,
            ])
    }

    @Test(arguments: [
        ("f(\"abc", "unterminated string literal", 2),
        ("\"a\nb\"", "unterminated string literal", 0),
        ("x /* a /* b */", "unterminated block comment", 2),
        ("\"\\(f(\"", "unterminated string literal", 5),
        ("#/abc", "unterminated regex literal", 0),
        ("`abc", "unterminated backtick identifier", 0),
    ])
    func unterminatedText_isAnErrorAtItsStart(source: String, problem: String, offset: Int) {
        #expect(throws: SourceScanError(problem, at: offset)) {
            try SourceLexer.tokens(in: Array(source.utf8))
        }
    }
}
