import Testing

@testable import Workbench

@Suite struct CommandParserTests {
    @Test(arguments: [
        ("components", Command(definition: ComponentsCommand(), arguments: NoArguments())),
        (
            "  mount   NoteBoard  ",
            Command(definition: MountCommand(), arguments: .init(name: "NoteBoard", bindings: []))
        ),
        (
            #"mount NoteBoard title="a b" notes=[{"id": 1, "text": "x y", "done": false}]"#,
            Command(
                definition: MountCommand(),
                arguments: .init(
                    name: "NoteBoard",
                    bindings: [
                        .init(name: "title", json: #""a b""#),
                        .init(name: "notes", json: #"[{"id": 1, "text": "x y", "done": false}]"#),
                    ]
                ))
        ),
        ("render", Command(definition: RenderCommand(), arguments: .standard)),
        ("render all", Command(definition: RenderCommand(), arguments: .all)),
        ("render 5", Command(definition: RenderCommand(), arguments: .count(5))),
        ("get notes[0].text", Command(definition: GetCommand(), arguments: "notes[0].text")),
        (
            #"set notes[0].text "hello world""#,
            Command(definition: SetCommand(), arguments: .init(path: "notes[0].text", json: #""hello world""#))
        ),
        (
            #"set notes [ {"id":1} ]"#,
            Command(definition: SetCommand(), arguments: .init(path: "notes", json: #"[ {"id":1} ]"#))
        ),
        (#"tap "Only open""#, Command(definition: TapCommand(), arguments: ControlTarget(label: "Only open"))),
        (
            #"tap Edit in "Buy milk""#,
            Command(definition: TapCommand(), arguments: ControlTarget(label: "Edit", row: "Buy milk"))
        ),
        (
            #"type Title "milk and \"honey\"""#,
            Command(
                definition: TypeCommand(),
                arguments: .init(field: ControlTarget(label: "Title"), text: #"milk and "honey""#))
        ),
        ("toggle Done", Command(definition: ToggleCommand(), arguments: ControlTarget(label: "Done"))),
        (
            #"toggle Done in "Buy milk""#,
            Command(definition: ToggleCommand(), arguments: ControlTarget(label: "Done", row: "Buy milk"))
        ),
        (
            "select Order Newest",
            Command(
                definition: SelectCommand(), arguments: .init(picker: ControlTarget(label: "Order"), option: "Newest"))
        ),
        (
            "increment Cups 3 in Tea",
            Command(
                definition: IncrementCommand(),
                arguments: AdjustmentArguments(control: ControlTarget(label: "Cups", row: "Tea"), steps: 3))
        ),
        (
            "decrement Cups",
            Command(
                definition: DecrementCommand(),
                arguments: AdjustmentArguments(control: ControlTarget(label: "Cups"), steps: 1))
        ),
        (#"delete "Buy milk""#, Command(definition: DeleteCommand(), arguments: "Buy milk")),
        ("submit Title", Command(definition: SubmitCommand(), arguments: ControlTarget(label: "Title"))),
        ("refresh", Command(definition: RefreshCommand(), arguments: NoArguments())),
        (
            #"action Archive on "Message from Ada""#,
            Command(definition: ActionCommand(), arguments: .init(action: "Archive", element: "Message from Ada"))
        ),
        ("open notes://item/3", Command(definition: OpenCommand(), arguments: "notes://item/3")),
        ("phase background", Command(definition: PhaseCommand(), arguments: "background")),
        (
            "use source failing",
            Command(definition: UseCommand(), arguments: .init(dependency: "source", choice: "failing", argument: nil))
        ),
        (
            #"use source one "buy bread""#,
            Command(
                definition: UseCommand(), arguments: .init(dependency: "source", choice: "one", argument: "buy bread"))
        ),
        ("settle", Command(definition: SettleCommand(), arguments: nil)),
        ("settle 0.5", Command(definition: SettleCommand(), arguments: 0.5)),
        ("tasks", Command(definition: TasksCommand(), arguments: NoArguments())),
        ("log 3", Command(definition: LogCommand(), arguments: 3)),
        ("undo", Command(definition: UndoCommand(), arguments: NoArguments())),
        ("redo", Command(definition: RedoCommand(), arguments: NoArguments())),
        ("export test", Command(definition: ExportCommand(), arguments: .init(file: nil))),
        ("export test /tmp/x.swift", Command(definition: ExportCommand(), arguments: .init(file: "/tmp/x.swift"))),
        (
            "export test --force /tmp/x.swift",
            Command(definition: ExportCommand(), arguments: .init(file: "/tmp/x.swift", replacing: true))
        ),
        ("display changes", Command(definition: DisplayCommand(), arguments: .changes)),
        ("help set", Command(definition: HelpCommand(), arguments: "set")),
        ("quit", Command(definition: QuitCommand(), arguments: NoArguments())),
        ("exit", Command(definition: QuitCommand(), arguments: NoArguments())),
    ])
    func parsesEachCommand(line: String, expected: Command) throws {
        #expect(try CommandParser.parse(line) == expected)
    }

    @Test func aCommandFromWords_isTheCommandFromItsLine() throws {
        let words = try Command(name: "toggle", arguments: ["Done", "in", "Buy \u{1B} milk"])
        #expect(
            words
                == Command(definition: ToggleCommand(), arguments: ControlTarget(label: "Done", row: "Buy \u{1B} milk"))
        )
        #expect(
            try Command(name: "set", arguments: ["notes[0].text", #""a b""#]) == Command(#"set notes[0].text "a b""#))
        #expect(throws: CommandError.self) { try Command(name: "tap", arguments: []) }
    }

    @Test(arguments: [
        ("frobnicate", "unknown command \"frobnicate\" (try help)"),
        ("mout NoteBoard", "unknown command \"mout\" (did you mean mount?)"),
        ("tap", "tap: missing LABEL; usage: tap LABEL [in ROW]"),
        ("tap Only open", "tap: unexpected argument \"open\" (quote arguments with spaces); usage: tap LABEL [in ROW]"),
        (#"tap "Only open"#, "unterminated quote"),
        (#"tap "a"b"#, "a closing quote must end the argument"),
        (#"tap "a\qb""#, #"unknown escape \q in quotes (use \" \\ \n \t \u{HEX})"#),
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
            #"type: unexpected argument "\n" (quote arguments with spaces); usage: type LABEL TEXT [in ROW]"#
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
