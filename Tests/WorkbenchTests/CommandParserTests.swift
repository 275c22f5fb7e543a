import Testing
import Workbench

@Suite struct CommandParserTests {
    @Test(arguments: [
        ("components", Command.components),
        ("  mount   NoteBoard  ", .mount(name: "NoteBoard", bindings: [])),
        (
            #"mount NoteBoard title="a b" notes=[{"id": 1, "text": "x y", "done": false}]"#,
            .mount(
                name: "NoteBoard",
                bindings: [
                    .init(name: "title", json: #""a b""#),
                    .init(name: "notes", json: #"[{"id": 1, "text": "x y", "done": false}]"#),
                ]
            )
        ),
        ("render", .render(rows: .standard)),
        ("render all", .render(rows: .all)),
        ("render 5", .render(rows: .count(5))),
        ("get notes[0].text", .get(path: "notes[0].text")),
        (#"set notes[0].text "hello world""#, .set(path: "notes[0].text", json: #""hello world""#)),
        (#"set notes [ {"id":1} ]"#, .set(path: "notes", json: #"[ {"id":1} ]"#)),
        (#"tap "Only open""#, .tap(label: "Only open")),
        (#"type Title "milk and \"honey\"""#, .type(label: "Title", text: #"milk and "honey""#)),
        ("toggle Done", .toggle(label: "Done")),
        ("select Order Newest", .select(label: "Order", option: "Newest")),
        ("use source failing", .use(dependency: "source", choice: "failing", argument: nil)),
        (#"use source one "buy bread""#, .use(dependency: "source", choice: "one", argument: "buy bread")),
        ("settle", .settle(seconds: nil)),
        ("settle 0.5", .settle(seconds: 0.5)),
        ("tasks", .tasks),
        ("log 3", .log(count: 3)),
        ("undo", .undo),
        ("redo", .redo),
        ("export test", .exportTest(file: nil)),
        ("export test /tmp/x.swift", .exportTest(file: "/tmp/x.swift")),
        ("export test --force /tmp/x.swift", .exportTest(file: "/tmp/x.swift", replacing: true)),
        ("display changes", .display(.changes)),
        ("help set", .help(command: "set")),
        ("quit", .quit),
        ("exit", .quit),
    ])
    func parsesEachCommand(line: String, expected: Command) throws {
        #expect(try CommandParser.parse(line) == expected)
    }

    @Test(arguments: [
        ("frobnicate", "unknown command \"frobnicate\" (try help)"),
        ("mout NoteBoard", "unknown command \"mout\" (did you mean mount?)"),
        ("tap", "tap: missing LABEL; usage: tap LABEL"),
        ("tap Only open", "tap: unexpected argument \"open\" (quote arguments with spaces); usage: tap LABEL"),
        (#"tap "Only open"#, "unterminated quote"),
        (#"tap "a"b"#, "a closing quote must end the argument"),
        (#"tap "a\qb""#, #"unknown escape \q in quotes (use \" \\ \n \t)"#),
        ("set notes", "set: missing JSON; usage: set PATH JSON"),
        ("mount NoteBoard title", "expected BINDING=JSON, found \"title\""),
        ("mount NoteBoard notes=[1, 2", "unbalanced brackets in a JSON value"),
        (#"mount NoteBoard title="abc"#, "unterminated string in a JSON value"),
        ("render -3", "render: expected all or a number of rows, found \"-3\"; usage: render [all|ROWS]"),
        (
            "settle forever",
            "settle: expected a number of seconds (up to 3600), found \"forever\"; usage: settle [SECONDS]"
        ),
        ("export tests", "export: only \"export test\" exists; usage: export test [--force] [FILE]"),
        ("export test --force", "export: missing FILE after --force; usage: export test [--force] [FILE]"),
        ("display loud", "display: expected full or changes; usage: display full|changes"),
        ("get\u{0}notes", "the line holds control characters or bytes that are not text"),
        ("tap \u{FFFD}\u{FFFD}", "the line holds control characters or bytes that are not text"),
    ])
    func rejectsBadInputWithOneClearLine(line: String, message: String) {
        #expect(throws: CommandError.self) { try CommandParser.parse(line) }
        do {
            _ = try CommandParser.parse(line)
        } catch {
            #expect(error.description == message)
        }
    }

    /// Found by `Scripts/fuzz` (CommandParser): a quoted argument may hold a line break, which an
    /// error message showed as is, over two lines. Arguments in messages are shown as typed.
    @Test(arguments: [
        (
            #"type Seset esorites=[238,2frch "\n""#,
            #"type: unexpected argument "\n" (quote arguments with spaces); usage: type LABEL TEXT"#
        ),
        (#""a\nb" c"#, #"unknown command "a\nb" (try help)"#),
        (#"render "1\t2""#, #"render: expected all or a number of rows, found "1\t2"; usage: render [all|ROWS]"#),
        (
            "frobnicate" + String(repeating: "x", count: 50),
            "unknown command \"frobnicate" + String(repeating: "x", count: 30) + "…\" (try help)"
        ),
    ])
    func argumentsInMessages_areShownAsTyped_onOneLine(line: String, message: String) {
        do {
            _ = try CommandParser.parse(line)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aMegabyteLine_isRefused() {
        let line = "set notes " + String(repeating: "x", count: 1_048_576)
        #expect(throws: CommandError.lineTooLong(length: line.utf8.count, limit: CommandParser.maximumLineLength)) {
            try CommandParser.parse(line)
        }
    }

    @Test func blankLinesAndComments_areEmpty() {
        #expect(throws: CommandError.empty) { try CommandParser.parse("   ") }
        #expect(throws: CommandError.empty) { try CommandParser.parse("  # a comment") }
    }
}
