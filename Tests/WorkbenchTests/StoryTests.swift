import Foundation
import Testing
import Workbench

/// A story is a named variant of a component: `mount Component/Story` starts it with the story's
/// values and dependency choices (or its own view), `stories` lists them, and `reset` goes back to them.
@MainActor
@Suite struct StoryTests {
    @Test func storiesListsEachStory_underItsMountName() async {
        let harness = SessionHarness()
        let listed = await harness.printed("stories")
        #expect(listed.contains("NoteBoard/Failing — a source that fails"))
        #expect(listed.contains("NoteBoard/OpenShopping — a title, only open notes"))
        #expect(await harness.printed("stories Counter") == "Counter has no stories")
        #expect(await harness.printed("components").contains("NoteBoard — Notes from a source (4 stories)"))
    }

    @Test func mountingAStory_startsWithItsValues_andItsDependencyChoices() async {
        let harness = SessionHarness()
        #expect(await harness.run("mount NoteBoard/OpenShopping") == .succeeded)
        #expect(await harness.printed("get title") == #""shopping""#)
        #expect(await harness.printed("get onlyOpen") == "true")
        #expect(await harness.printed("state").contains("source: two"))

        #expect(await harness.run("mount NoteBoard/Failing") == .succeeded)
        _ = await harness.run("settle")
        #expect(await harness.printed("get message") == #""failed: the failing source always fails""#)
        #expect(await harness.printed("state").contains("source: failing"))
    }

    @Test func aStoryIsFoundByItsNameToo_andAnUnknownOneListsTheStories() async {
        let harness = SessionHarness()
        #expect(await harness.run(#"mount "NoteBoard/open shopping""#) == .succeeded)
        #expect(await harness.printed("get title") == #""shopping""#)
        #expect(await harness.run("mount NoteBoard/Nope") == .failed)
        #expect(
            harness.lastError
                == #"NoteBoard has no story "Nope" (stories: Failing, OpenShopping, Counting, OpenDone)"#)
    }

    @Test func aStoryWithItsOwnView_mountsThatView() async {
        let harness = SessionHarness()
        #expect(await harness.run("mount NoteBoard/Counting") == .succeeded)
        #expect(harness.lastOutput.contains("count 0"))
        #expect(await harness.printed("tap Increment").contains("count 1"))
    }

    @Test func valuesGivenToMount_comeAfterTheStorys() async {
        let harness = SessionHarness()
        _ = await harness.run(#"mount NoteBoard/OpenShopping title="errands""#)
        #expect(await harness.printed("get title") == #""errands""#)
        #expect(await harness.printed("get onlyOpen") == "true")
    }

    @Test func reset_putsTheBindingsBackToTheStorysValues_andUndoTakesItBack() async {
        let harness = SessionHarness()
        _ = await harness.run(#"mount NoteBoard/OpenShopping title="errands""#)
        _ = await harness.run("set onlyOpen false")
        #expect(await harness.run("reset") == .succeeded)
        #expect(await harness.printed("get title") == #""shopping""#)
        #expect(await harness.printed("get onlyOpen") == "true")
        _ = await harness.run("undo")
        #expect(await harness.printed("get title") == #""errands""#)
        #expect(await harness.printed("get onlyOpen") == "false")
    }

    @Test func reset_withoutAStory_putsTheBindingsBackToTheirDefaults() async {
        let harness = SessionHarness()
        _ = await harness.run(#"mount NoteBoard title="x""#)
        _ = await harness.run("settle")
        _ = await harness.run("reset")
        #expect(await harness.printed("get title") == #""""#)
        #expect(await harness.printed("get notes") == "[]")
        #expect(await harness.run("reset") == .succeeded)
    }

    @Test func anExportedStory_mountsWithTheStorysChoices_andReplaysTheReset() async throws {
        let harness = SessionHarness()
        _ = await harness.run("mount NoteBoard/Failing")
        _ = await harness.run(#"set title "x""#)
        _ = await harness.run("reset")
        let exported = await harness.printed("export test")
        #expect(exported.contains(#"let source = try TestCatalog.source.make(choice: "failing", argument: nil)"#))
        #expect(exported.contains(##"title.wrappedValue = try JSONFixture.decode(Swift.String.self, #""""#)"##))
    }
}
