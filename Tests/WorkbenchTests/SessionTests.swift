import Catalog
import Foundation
import Testing
import TextUI
import Workbench

@MainActor
@Suite struct SessionTests {
    @Test func components_listsEachCatalogsComponents() async {
        let harness = SessionHarness()
        #expect(
            await harness.printed("components")
                == "Notes:\n  NoteBoard — Notes from a source (4 stories)\n  Counter — A counter that owns its state\n"
                + "  Todos — A todo list with row controls and stored settings\n"
                + "  Stamps — Entries with ids made at run time\n  CounterPreview — previews of Counter_Previews")
    }

    @Test func mount_confirmsWhatItMounted_thenShowsTheSettledRendering() async {
        let harness = SessionHarness()

        let shown = await harness.printed("mount NoteBoard")

        #expect(
            shown
                == "mounted NoteBoard (bindings: notes, title, onlyOpen, order, message; source: two)\n"
                + "Title: []\n[ ] Only open\nOrder: ( ) Newest (*) Oldest\n· milk\n✓ eggs\n[ Add ] (disabled)\nloaded 2"
        )
    }

    @Test func mount_withBindingValues_startsFromThem() async {
        let harness = SessionHarness()

        await harness.run(#"mount NoteBoard title="todo" order="newest""#)

        #expect(await harness.printed("get title") == #""todo""#)
        #expect(harness.lastOutput == #""todo""#)
        #expect(await harness.printed("get order") == #""newest""#)
    }

    @Test func getAndSet_workOnNestedPaths() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")

        #expect(await harness.printed("get notes[1].text") == #""eggs""#)
        let shown = await harness.printed(#"set notes[1].text "bread""#)

        #expect(shown.contains("✓ bread"))
        #expect(await harness.printed("get notes[1]") == "{\n  \"done\": true,\n  \"id\": 2,\n  \"text\": \"bread\"\n}")
    }

    @Test func interactions_changeBindings_andShowTheNewRendering() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")

        await harness.run("type Title bread")
        await harness.run("tap Add")
        await harness.run(#"toggle "Only open""#)
        let shown = await harness.printed("select Order Newest")

        #expect(
            shown == "Title: [bread]\n[x] Only open\nOrder: (*) Newest ( ) Oldest\n· bread\n· milk\n[ Add ]\nloaded 2")
        #expect(harness.errors.isEmpty)
    }

    @Test func use_swapsADependency_andTheComponentLoadsAgain() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")

        await harness.run("use source failing")
        #expect(harness.lastOutput.hasSuffix("failed: the failing source always fails"))
        await harness.run(#"use source one "call mom""#)

        #expect(harness.lastOutput.contains("· call mom"))
        #expect(await harness.printed("state").contains("source: one call mom"))
    }

    @Test func state_listsBindingsStateAndDependencies() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")

        let state = await harness.printed("state")

        #expect(state.contains("  title: String = \"\""))
        #expect(state.contains("  order: Order = \"oldest\""))
        #expect(state.contains("dependencies:\n  source: two"))
    }

    @Test func composerState_isShownReadAndWritten() async {
        let harness = SessionHarness()
        await harness.run("mount Counter")
        await harness.run("tap Increment")

        #expect(await harness.printed("state") == "state:\n  Counter.count: Int = 1")
        #expect(await harness.printed("get count") == "1")
        let shown = await harness.printed("set Counter.count 41")
        #expect(harness.errors == [])

        #expect(shown.hasPrefix("count 41"))
        #expect(await harness.printed("log").contains("you  Counter.count: 1 → 41"))
    }

    @Test func log_recordsWhoWroteWhat() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run(#"set notes[0].text "oat milk""#)
        await harness.run("type Title x")

        let log = await harness.printed("log")
        let lines = log.split(separator: "\n").map { String($0.dropFirst(13)) }

        #expect(
            lines == [
                "you  mounted NoteBoard",
                #"task notes: [] → [{"done":false,"id":1,"text":"milk"},{"done":true,"id":2,"text":"eggs"}]"#,
                #"task message: "idle" → "loaded 2""#,
                #"you  notes[0].text: "milk" → "oat milk""#,
                #"view title: "" → "x""#,
            ]
        )
    }

    @Test func undoAndRedo_rewindAndReplayChanges() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run("type Title bread")
        await harness.run("tap Add")

        await harness.run("undo")
        #expect(await harness.printed("get notes").contains("bread") == false)
        #expect(await harness.printed("get title") == #""bread""#)
        await harness.run("undo")
        #expect(await harness.printed("get title") == #""""#)
        await harness.run("redo")
        await harness.run("redo")

        #expect(await harness.printed("get notes[2].text") == #""bread""#)
        #expect(await harness.run("redo") == .failed)
        #expect(harness.lastError == "nothing to redo")
    }

    @Test func undo_afterADependencySwap_swapsBack() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run("use source failing")

        await harness.run("undo")

        #expect(await harness.printed("state").contains("source: two"))
        #expect(await harness.printed("get message") == #""loaded 2""#)
    }

    @Test func settle_waitsForTasks_andFailsWhenItCouldNot() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run("use source slow")

        #expect(await harness.printed("tasks").contains("running"))
        let outcome = await harness.run("settle 0.2")

        #expect(outcome == .failed)
        #expect(harness.errors == ["still busy after 0.2 s: 1 task(s) running"])
    }

    @Test func displayChanges_showsOnlyTheChangedLines() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run("display changes")

        let shown = await harness.printed("type Title tea")

        #expect(shown == "1: Title: [tea]\n6: [ Add ]")
    }

    @Test func help_listsCommandsAndExplainsOne() async {
        let harness = SessionHarness()
        #expect(await harness.printed("help").contains("set PATH JSON"))
        #expect(await harness.printed("help use").hasPrefix("use DEPENDENCY CHOICE [ARG]"))
    }

    @Test func asyncUpdates_areReportedWhenNoCommandRuns() async {
        let harness = SessionHarness()
        var renderings: [String] = []
        harness.session.onAsyncRendering = { renderings.append($0) }
        await harness.run("mount NoteBoard")
        await harness.run("use source slow")
        await harness.run("use source two")
        #expect(renderings.isEmpty)
        harness.session.unmount()
    }
}
