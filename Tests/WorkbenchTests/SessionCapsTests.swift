import Testing
import Workbench

/// What keeps a long session small: the log keeps its newest entries, and the steps kept for
/// `export test` stop at a cap, after which export refuses until the next mount.
@MainActor
@Suite struct SessionCapsTests {
    @Test func theLog_keepsOnlyItsNewestEntries_andSaysHowManyItDropped() async {
        var options = WorkbenchSession.Options()
        options.logCapacity = 3
        let harness = SessionHarness(options: options)
        await harness.run("mount NoteBoard")

        for text in ["a", "b", "c", "d", "e"] {
            await harness.run("type Title \(text)")
        }
        let log = await harness.printed("log").split(separator: "\n")

        #expect(harness.errors.isEmpty)
        #expect(log.count == 4)
        #expect(log.first?.hasPrefix("(") == true && log.first?.hasSuffix(" older writes dropped)") == true)
        #expect(log.last?.hasSuffix(#"title: "d" → "e""#) == true)
    }

    @Test func pastTheStepCap_exportRefuses_untilTheNextMount() async {
        var options = WorkbenchSession.Options()
        options.stepCapacity = 3
        let harness = SessionHarness(options: options)
        await harness.run("mount NoteBoard")

        for text in ["a", "b", "c"] {
            await harness.run("type Title \(text)")
        }
        #expect(await harness.printed("export test").contains(#"try host.type("c", into: "Title")"#))

        await harness.run("type Title d")
        #expect(await harness.run("export test") == .failed)
        #expect(
            harness.lastError
                == "cannot export a test: NoteBoard took more than 3 steps since it was mounted, too many to replay; "
                + "mount it again to start a new test")

        await harness.run("undo")
        #expect(await harness.run("export test") == .failed, "undoing does not bring the dropped step back")

        await harness.run("mount NoteBoard")
        await harness.run("type Title e")
        harness.clear()
        #expect(await harness.run("export test") == .succeeded)
        #expect(harness.errors.isEmpty)
    }

    @Test func aNewChange_forgetsWhatCouldBeRedone_inTheExportToo() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run("type Title a")
        await harness.run("undo")
        await harness.run("type Title b")

        #expect(await harness.run("redo") == .failed)
        let source = await harness.printed("export test")
        #expect(source.contains(#"try host.type("b", into: "Title")"#))
        #expect(!source.contains(#"try host.type("a", into: "Title")"#))
    }
}
