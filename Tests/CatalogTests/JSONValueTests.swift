import Catalog
import Testing
import TextUI

@Suite struct JSONValueTests {
    @Test func parsesAndPrintsBackExactly() throws {
        let text = #"{"b":[1,2.50,-3e2,true,false,null],"a":"é\n\"q\"","c":{}}"#
        let value = try JSONValue.parse(text)

        #expect(value.compactText == text)
        #expect(value["a"] == .string("é\n\"q\""))
        #expect(
            value["b"] == .array([.number("1"), .number("2.50"), .number("-3e2"), .bool(true), .bool(false), .null]))
    }

    @Test func prettyText_indentsTwoSpaces() throws {
        #expect(try JSONValue.parse(#"{"a":[1],"b":{}}"#).prettyText == "{\n  \"a\": [\n    1\n  ],\n  \"b\": {}\n}")
    }

    @Test func everyControlCharacter_printsEscaped_andReadsBack() throws {
        let value = JSONValue.string("\u{1B}[2J\u{7F}\u{9B}\u{202E}\u{2028} é東🎬")

        #expect(value.compactText == #""\u001b[2J\u007f\u009b\u202e\u2028 é東🎬""#)
        #expect(try JSONValue.parse(value.compactText) == value)
    }

    @Test func unicodeEscapesAndSurrogates_decode() throws {
        #expect(try JSONValue.parse(#""\u00e9\ud83c\udfac""#) == .string("é🎬"))
    }

    @Test(arguments: [
        ("", "empty input, expected a value"),
        ("[1,]", "unexpected character \"]\", expected a value"),
        ("{\"a\" 1}", "expected \":\" after a key"),
        ("01", "unexpected text after the value"),
        ("\"abc", "unterminated string"),
        ("\"\\x\"", "invalid escape \"\\x\""),
        ("tru", "expected true"),
        ("\"\\ud800\"", "lone high surrogate"),
        ("1.", "expected a digit after \".\""),
    ])
    func malformedJSON_isAClearError(text: String, reason: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(text) }
        do {
            _ = try JSONValue.parse(text)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test func deepNesting_isRefusedWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(deep) }
    }
}

@Suite struct ValuePathTests {
    let value = try! JSONValue.parse(#"{"movies":[{"title":"Heat","tags":["a"]}],"odd key":1}"#)

    @Test func parsesNamesKeysIndicesAndQuotedKeys() throws {
        let path = try ValuePath.parse(#"root.movies[0]["odd key"].x"#)
        #expect(path == ValuePath(root: "root", components: [.key("movies"), .index(0), .key("odd key"), .key("x")]))
        #expect(path.description == #"root.movies[0]["odd key"].x"#)
    }

    /// Found by `Scripts/fuzz` (JSONCodec): a quote followed by a combining mark is one Swift
    /// character, so a character-wise check missed the quote of `["\u{0596}…"]`; and a quoted key
    /// may hold a `]`.
    @Test(arguments: [
        "a`&bmov.0.5\u{0}.{\".5\u{0}.\u{0596}\u{0}f",
        #"a["\u0596x"]"#,
        #"a["x]y"].z["]"][0]"#,
        #"a["\"]\\"]"#,
    ])
    func everyPathPrintsBackToItself(text: String) throws {
        let path = try ValuePath.parse(text)
        #expect(try ValuePath.parse(path.description) == path)
    }

    @Test func quotedKeysMayHoldClosingBrackets() throws {
        #expect(try ValuePath.parse(#"a["x]y"]"#) == ValuePath(root: "a", components: [.key("x]y")]))
    }

    @Test func readsAndReplacesNestedValues() throws {
        let path = try ValuePath.parse("v.movies[0].tags[0]")
        #expect(try path.value(in: value) == .string("a"))

        let replaced = try path.replacing(in: value, with: .string("b"))

        #expect(replaced.compactText == #"{"movies":[{"title":"Heat","tags":["b"]}],"odd key":1}"#)
    }

    @Test(arguments: [
        ("", "bad path \"\": it must start with a name"),
        ("a[", "bad path \"a[\": missing \"]\""),
        ("a[-1]", "bad path \"a[-1]\": an index must be 0 or more"),
        ("a.", "bad path \"a.\": expected a name after \".\""),
        ("a]", "bad path \"a]\": unexpected \"]\""),
        (#"a["x"#, #"bad path "a["x": unterminated quoted key"#),
        (#"a["x"y]"#, #"bad path "a["x"y]": missing "]""#),
    ])
    func malformedPaths_areClearErrors(text: String, message: String) {
        do {
            _ = try ValuePath.parse(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func pathsIntoNothing_sayWhereAndWhy() throws {
        #expect(throws: ValuePathError.outOfRange(path: "v.movies", index: 3, count: 1)) {
            try ValuePath.parse("v.movies[3]").value(in: value)
        }
        #expect(throws: ValuePathError.notAnObject(path: "v.movies[0].title", found: "a string")) {
            try ValuePath.parse("v.movies[0].title.x").value(in: value)
        }
        #expect(throws: ValuePathError.notAnArray(path: "v", found: "an object")) {
            try ValuePath.parse("v[0]").value(in: value)
        }
    }
}
