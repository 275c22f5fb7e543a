import Foundation
import Testing

@testable import Workbench

/// `@AppStorage` values are state: `state` lists them, `set` writes them (a type that is not
/// `Codable` by case name), `log` shows their writes, `undo` takes them back, and each mount and
/// `reset` starts from the defaults, whatever an earlier mount stored.
@MainActor
@Suite struct StoredValueStateTests {
    private func makeSUT() async -> SessionHarness {
        let harness = SessionHarness()
        await harness.run("mount Todos")
        harness.clear()
        return harness
    }

    @Test func state_listsTheStoredValues_withTheirTypes() async {
        let harness = await makeSUT()

        let state = await harness.printed("state")

        #expect(
            state.contains("storage:\n  AppStorage.dailyGoal: Int = 5\n  AppStorage.filter: Filter = all"), "\(state)")
        #expect(state.contains("priority: Priority = normal"), "\(state)")
    }

    @Test func set_writesAStoredValue_logShowsIt_andUndoTakesItBack() async {
        let harness = await makeSUT()

        #expect(await harness.run("set dailyGoal 7") == .succeeded)
        #expect(harness.lastOutput.contains("goal 7"))
        #expect(await harness.printed("get AppStorage.dailyGoal") == "7")
        let log = await harness.printed("log")
        #expect(log.contains("AppStorage.dailyGoal") && log.contains("5 → 7"), "\(log)")

        await harness.run("undo")

        #expect(harness.lastOutput.contains("goal 5"))
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func aValueThatIsNotCodable_isSetByCaseName_andAWrongNameListsTheCases() async {
        let harness = await makeSUT()

        #expect(await harness.run("set filter open") == .succeeded)
        #expect(harness.lastOutput.contains("filter open"))
        #expect(await harness.run("set priority high") == .succeeded)
        #expect(harness.lastOutput.contains("priority high"))
        #expect(await harness.printed("get filter") == #""open""#)

        #expect(await harness.run("set filter sometimes") == .failed)
        #expect(harness.lastError.contains("expected one of all, open, done"), "\(harness.errors)")
        #expect(await harness.printed("render").contains("filter open"), "nothing changed")
    }

    @Test func resetAndEachMount_startFromTheDefaults() async {
        let harness = await makeSUT()
        await harness.run("set dailyGoal 9")
        await harness.run("set filter done")

        await harness.run("reset")
        #expect(harness.lastOutput.contains("goal 5, filter all"), "\(harness.output)")

        await harness.run("set dailyGoal 9")
        await harness.run("mount Todos")
        #expect(await harness.printed("render").contains("goal 5, filter all"), "no value left over")
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func storedValues_areReplayed_andExported_eachAsItWasSet() async throws {
        let harness = await makeSUT()
        await harness.run("set dailyGoal 7")
        await harness.run("set filter done")
        await harness.run("increment Goal")

        let source = await harness.printed("export test")

        #expect(source.contains(#"try host.appStorage.setJSON("7", forKey: "dailyGoal")"#), "\(source)")
        #expect(source.contains(#"try host.appStorage.set(WorkbenchTests.TestCatalog.Filter.done, forKey: "filter")"#))
        #expect(source.contains("appStorage: StoredValues())"), "a store of the test's own")
        #expect(source.contains("goal 8, filter done"))

        let replay = harness.session.resumeCommands()
        #expect(
            replay.contains("set AppStorage.dailyGoal 7") && replay.contains("set AppStorage.filter done"), "\(replay)")
        let again = SessionHarness()
        let file = ResumeFile(commands: replay, changedAt: Date().timeIntervalSince1970, buildSeconds: 0)
        #expect(await again.session.resume(file), "\(again.errors)")
        #expect(await again.printed("render").contains("goal 8, filter done"))
    }
}

/// A preview is made once per mount: its view's state is listed and set by the view's own path,
/// and what keeps the preview is not shown.
@MainActor
@Suite struct PreviewStateTests {
    @Test func aPreviewsState_isTheViewsOwn_andPersistsAcrossTaps() async {
        let harness = SessionHarness()
        await harness.run("mount CounterPreview")

        await harness.run("tap Increment")
        await harness.run("tap Increment")

        let state = await harness.printed("state")
        #expect(state.contains("Counter.count: Int = 2"), "\(state)")
        #expect(!state.contains("MadeOnce"))
        #expect(await harness.run("set count 5") == .succeeded)
        #expect(harness.lastOutput.contains("count 5"))
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }
}
