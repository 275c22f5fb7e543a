import Catalog
import Testing
import TextUI
import Workbench

/// Every kind of bad input gets one clear line on the error output and leaves the session
/// exactly as it was.
@MainActor
@Suite struct SessionErrorTests {
    @Test(arguments: [
        ("frobnicate", "unknown command \"frobnicate\" (try help)"),
        (
            "mount Nothing",
            "unknown component \"Nothing\" (components: NoteBoard, Counter, Todos, Stamps, CounterPreview)"
        ),
        (
            "mount NoteBoard nope=1",
            "NoteBoard has no binding \"nope\" (bindings: notes, title, onlyOpen, order, message)"
        ),
        ("mount NoteBoard title=5", "title expects JSON for String: expected String at the top level"),
        ("tap", "tap: missing LABEL; usage: tap LABEL [in ROW]"),
        (#"tap "Add"#, "unterminated quote"),
        ("set title {", "invalid JSON at character 2: expected a string key"),
        ("set title 5", "title expects JSON for String: expected String at the top level"),
        ("set notes[0].done \"yes\"", "notes expects JSON for Array<Note>: expected Bool at [0].done"),
        ("set notes[9].text \"x\"", "notes[9] is out of range (notes has 2 elements)"),
        // Valid JSON of the wrong type says what was expected, where.
        (
            "set notes[0].id 1.5",
            "notes expects JSON for Array<Note>: expected an integer (Int) at [0].id, found 1.5"
        ),
        (
            "set order \"random\"",
            #"order expects JSON for Order: expected one of "newest", "oldest" at the top level, found "random""#
        ),
        // A bare word where JSON is expected gets the quoted form suggested.
        (
            "set title hello",
            #"invalid JSON at character 1: unexpected character "h", expected a value; "#
                + #"for text, quote it: set title "hello""#
        ),
        // So does an offset from now typed bare, which `set` reads as a date only quoted.
        (
            "set title +1d",
            #"invalid JSON at character 1: unexpected character "+", expected a value; "#
                + #"for a date that far from now, quote it: set title "+1d""#
        ),
        (
            "mount NoteBoard title=hello",
            #"title expects JSON for String: invalid JSON at character 1: unexpected character "h", "#
                + #"expected a value; for text, quote it: title="hello""#
        ),
        ("get notes[0].colour", "notes[0] has no key \"colour\" (keys: done, id, text)"),
        ("get notes.text", "notes is an array of 2, not an object"),
        (
            "get nothing",
            "no binding or state named \"nothing\" (bindings and state: notes, title, onlyOpen, order, message)"
        ),
        ("get notes[x]", "bad path \"notes[x]\": expected an index or a quoted key in brackets, found \"x\""),
        ("tap Delete", #"no button labelled "Delete" (found: "Add")"#),
        ("tap Add", #"the button "Add" is disabled"#),
        ("toggle Title", #"no toggle labelled "Title" (found: "Only open")"#),
        ("select Order Random", #"the picker "Order" has no option "Random" (options: "Newest", "Oldest")"#),
        ("use loader two", "NoteBoard has no dependency \"loader\" (dependencies: source)"),
        ("use source web", "source has no choice \"web\" (choices: two, failing, slow, one)"),
        ("use source one", "source one needs an argument: TEXT"),
        ("use source two extra", "source two takes no argument"),
        ("redo", "nothing to redo"),
        ("undo", "nothing to undo"),
        ("help frob", "no command \"frob\" (help lists them)"),
        ("get \u{1}\u{2}", "the line holds control characters or bytes that are not text"),
        // A label with a line break still gets one error line.
        (#"tap "two\nlines""#, #"no button labelled "two\nlines" (found: "Add")"#),
    ])
    func badInput_getsOneErrorLine_andChangesNothing(line: String, message: String) async throws {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        let before = await harness.printed("state")
        let rendering = await harness.printed("render")
        harness.clear()

        let outcome = await harness.run(line)

        #expect(outcome == .failed)
        #expect(harness.errors == [message])
        #expect(harness.output.isEmpty)
        #expect(await harness.printed("state") == before)
        #expect(await harness.printed("render") == rendering)
    }

    @Test func commandsThatNeedAComponent_sayNoneIsMounted() async {
        let harness = SessionHarness()
        for line in [
            "render", "state", "get title", "set title \"x\"", "tap Add", "undo", "log", "tasks", "export test",
            "unmount",
        ] {
            #expect(await harness.run(line) == .failed)
            #expect(harness.lastError == "no component is mounted (mount NAME; components lists them)")
        }
    }

    @Test func aFailedMount_keepsTheMountedComponent() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run("type Title kept")

        await harness.run("mount NoteBoard title=[")

        #expect(await harness.printed("get title") == #""kept""#)
    }

    @Test func binaryGarbageAndHugeLines_areRefused() async {
        let harness = SessionHarness()
        let garbage = String(decoding: (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }, as: UTF8.self)

        #expect(await harness.run(garbage) == .failed)
        #expect(await harness.run(String(repeating: "a", count: 1_048_576)) == .failed)
        #expect(harness.errors.count == 2)
        #expect(harness.errors[1] == "the line is 1048576 bytes long; the limit is 262144")
    }
}
