import Foundation
import Locking
import Testing
import Workbench

/// What a newcomer trips on is answered where they trip: errors and help list the choices there
/// are, `log` says what was undone and when the component mounted, long values are shown by their
/// size, tasks by the view that declared them, and `clear` clears only a terminal.
@MainActor
@Suite struct NewcomerFrictionTests {
    @Test func aMissingChoice_listsTheMountedComponentsChoices() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")

        #expect(await harness.run("use source") == .failed)

        #expect(
            harness.lastError
                == "use: missing CHOICE; usage: use DEPENDENCY CHOICE [ARG]; "
                + "choices of source: two, failing, slow, one TEXT")
    }

    @Test func aMissingChoice_withNothingMounted_saysToMountFirst() async {
        let harness = SessionHarness()

        #expect(await harness.run("use source") == .failed)

        #expect(harness.lastError.hasSuffix("; mount a component to see its dependencies and their choices"))
    }

    @Test func helpUse_listsTheChoices() async {
        let harness = SessionHarness()
        #expect(
            await harness.printed("help use").hasSuffix(
                "\n  mount a component to see its dependencies and their choices"))

        await harness.run("mount NoteBoard")

        #expect(await harness.printed("help use").hasSuffix("\n  choices of source: two, failing, slow, one TEXT"))
    }

    @Test func help_saysThatShortStatePathsWork_withAnExampleOfTheMountedComponent() async {
        let harness = SessionHarness()
        let unmounted = await harness.printed("help")
        #expect(unmounted.contains("steps: items[0].title. A state's\nshort name works when it is the only one."))
        #expect(!unmounted.lowercased().contains("movie"), "a generic workbench speaks of no movies")

        await harness.run("mount NoteBoard/OpenShopping")

        #expect(await harness.printed("help").contains("steps: notes[0].done. A state's"))
    }

    @Test func clear_writesTheClearSequence_onlyToATerminal() async {
        for isTerminal in [true, false] {
            let captured = Locked(Data())
            let sink = TerminalSink { _, data in captured.withLock { $0 += data } }
            let output = SessionOutput.terminal(
                style: TerminalStyle(useColor: false), sink: sink, outputIsTerminal: isTerminal)
            let session = WorkbenchSession(catalogs: [TestCatalog.catalog], output: output)

            #expect(await session.execute("clear") == .succeeded)

            #expect(String(decoding: captured.value, as: UTF8.self) == (isTerminal ? "\u{1B}[H\u{1B}[2J" : ""))
        }
    }

    private func logLines(_ harness: SessionHarness) async -> [String] {
        await harness.printed("log").split(separator: "\n").map { String($0.dropFirst(13)) }
    }

    @Test func log_marksUndoneWrites_andRedoUnmarksThem() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run(#"set title "a""#)
        await harness.run(#"set title "b""#)

        await harness.run("undo")
        #expect(
            Array(await logLines(harness).suffix(2)) == [#"you  title: "" → "a""#, #"you  title: "a" → "b" (undone)"#])

        await harness.run("redo")
        #expect(Array(await logLines(harness).suffix(2)) == [#"you  title: "" → "a""#, #"you  title: "a" → "b""#])
    }

    @Test func log_showsTheMount_andDependencySwaps() async {
        let harness = SessionHarness()
        await harness.run(#"mount NoteBoard title="t""#)
        await harness.run("use source failing")
        await harness.run("undo")

        let lines = await logLines(harness)

        #expect(lines.first == #"you  mounted NoteBoard title="t""#)
        #expect(lines.contains("you  source: two → failing (the component mounted again) (undone)"))
    }

    @Test func stateAndLog_showLongValuesByTheirSize() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        let notes = (1...30).map { #"{"id":\#($0),"text":"note \#($0)","done":false}"# }.joined(separator: ",")
        let title = String(repeating: "abc", count: 800)

        await harness.run("set notes [\(notes)]")
        await harness.run(#"set title "\#(title)""#)

        let state = await harness.printed("state")
        #expect(state.contains("  notes: Array<Note> = [30 notes]\n"))
        #expect(state.contains(#"  title: String = "abcabcabcabcabcabcabcabcabcabcabcabcabca…" (2,400 characters)"#))
        let log = await logLines(harness)
        #expect(log.contains { $0.hasPrefix("you  notes: [{") && $0.hasSuffix("}] → [30 notes]") })
        #expect(log.contains(#"you  title: "" → "abcabcabcabcabcabcabcabcabcabcabcabcabca…" (2,400 characters)"#))
    }

    @Test func tasks_areNamedByTheViewThatDeclaredThem() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run("use source slow")

        let tasks = await harness.printed("tasks")

        #expect(tasks.hasSuffix(" running — NoteBoard .task"))
        #expect(!tasks.contains("TaskContent"))
    }
}
