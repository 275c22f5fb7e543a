import Catalog
import Testing
import TextUI

@testable import Workbench

/// Every host action is a command: `increment`, `decrement`, `delete`, `submit`, `refresh`, and a
/// control in a list row is named by a text its row shows (`toggle Done in "Buy milk"`); each is
/// completed, replayed after a reload and exported as the host call a test makes.
@MainActor
@Suite struct HostActionCommandsTests {
    private func makeSUT() async -> SessionHarness {
        let harness = SessionHarness()
        await harness.run("mount Todos")
        harness.clear()
        return harness
    }

    @Test func incrementAndDecrement_stepTheStepper_NTimes_andUndoStepsBack() async {
        let harness = await makeSUT()

        #expect(await harness.run("increment Goal") == .succeeded)
        #expect(harness.lastOutput.contains("goal 6"))
        await harness.run("increment Goal 3")
        #expect(harness.lastOutput.contains("goal 9"))
        await harness.run("decrement Goal 2")
        #expect(harness.lastOutput.contains("goal 7"))
        await harness.run("undo")
        #expect(await harness.printed("render").contains("goal 9"))
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func aStepperWhoseLabelShowsItsValue_stepsNTimes_andNothingChangesWhenItIsNotFound() async {
        let catalog = ComponentCatalog(
            name: "Goals",
            components: [
                ComponentDescriptor(
                    "Goal", summary: "A stepper that shows its value",
                    source: ComponentSource(imports: [], expression: "GoalStepper()")
                ) { _ in GoalStepper() }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount Goal")

        #expect(await harness.run(#"increment "Daily goal: 3" 3"#) == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Daily goal: 6"), "\(harness.lastOutput)")
        #expect(await harness.run(#"decrement "Daily goal: 3" 2"#) == .failed)
        #expect(await harness.printed("render").contains("Daily goal: 6"))
        #expect(await harness.printed("export test").contains(#"try host.increment("Daily goal: 3", steps: 3)"#))
        #expect(await harness.run("increment Daily goal: 6") == .failed)
        #expect(harness.lastError.contains(#"found "goal:" (quote arguments with spaces)"#), "\(harness.errors)")
    }

    private struct GoalStepper: View {
        @State var goal = 3
        var body: some View { Stepper("Daily goal: \(goal)", value: $goal, in: 1...10) }
    }

    @Test func aControlRepeatedInEveryRow_isNamedByItsRow() async {
        let harness = await makeSUT()

        #expect(await harness.run(#"toggle Done in "Buy milk""#) == .succeeded)

        #expect(await harness.printed("get todos[0].done") == "true")
        #expect(await harness.printed("get todos[1].done") == "false")
        #expect(await harness.printed("get todos[2].done") == "false")
        await harness.run(#"tap Edit in "Call Ada""#)
        #expect(harness.lastOutput.contains("editing Call Ada"))
    }

    @Test func aControlInEveryRow_namedWithoutItsRow_listsTheRows_andChangesNothing() async {
        let harness = await makeSUT()

        #expect(await harness.run("toggle Done") == .failed)

        #expect(
            harness.lastError
                == #"3 toggles answer to "Done", one in each of the rows "Buy milk", "Call Ada", "Milk the cow"; "#
                + #"name its row: toggle Done in "Buy milk""#, "\(harness.errors)")
        for index in 0..<3 {
            #expect(await harness.printed("get todos[\(index)].done") == "false")
        }
    }

    @Test func anAmbiguousRow_listsTheRows_andChangesNothing() async {
        let harness = await makeSUT()

        #expect(await harness.run("toggle Done in ilk") == .failed)

        #expect(harness.lastError.contains(#"2 rows show "ilk" ("Buy milk", "Milk the cow")"#), "\(harness.errors)")
        for index in 0..<3 {
            #expect(await harness.printed("get todos[\(index)].done") == "false")
        }
    }

    @Test func aRowNoneShows_namesTheRows_andAControlNotInTheRow_namesTheRow() async {
        let harness = await makeSUT()

        #expect(await harness.run("toggle Done in Nowhere") == .failed)
        #expect(harness.lastError.contains(#"no row shows "Nowhere""#), "\(harness.errors)")
        #expect(harness.lastError.contains(#""Buy milk""#))
        #expect(await harness.run(#"tap Save in "Buy milk""#) == .failed)
        #expect(harness.lastError.contains(#"in the row "Buy milk""#), "\(harness.errors)")
    }

    @Test func delete_runsTheListsOnDelete_forTheRowThatShowsTheText() async {
        let harness = await makeSUT()

        #expect(await harness.run(#"delete "Call Ada""#) == .succeeded)

        #expect(await harness.printed("get todos[1].title") == #""Milk the cow""#)
        #expect(await harness.run("delete Nowhere") == .failed)
        #expect(harness.lastError.contains(#"no editable row shows "Nowhere""#), "\(harness.errors)")
    }

    @Test func submit_runsTheFieldsOnSubmit_andRefresh_runsTheRefreshAction() async {
        let harness = await makeSUT()

        await harness.run("type New Walk")
        #expect(await harness.run("submit New") == .succeeded)
        #expect(await harness.printed("get todos[3].title") == #""Walk""#)
        #expect(await harness.run("refresh") == .succeeded)
        #expect(harness.lastOutput.contains("refreshed 1"))
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func tab_offersLabels_thenIn_thenTheRowsThatHoldTheControl() async {
        let harness = await makeSUT()
        func candidates(_ line: String) -> [String] { harness.session.completions(for: line).candidates }

        #expect(candidates("increment ") == ["Goal"])
        #expect(candidates("toggle Done ") == ["in"])
        #expect(candidates("toggle Done in ") == [#""Buy milk""#, #""Call Ada""#, #""Milk the cow""#], "quoted")
        #expect(candidates("delete ").count == 3)
        #expect(candidates("submit ") == ["New"])
    }

    @Test func eachActionIsReplayed_asItWasTyped_andExported_asTheHostCall() async throws {
        let harness = await makeSUT()
        for line in [
            "increment Goal 2", "decrement Goal", #"toggle Done in "Buy milk""#, #"tap Edit in "Call Ada""#,
            #"delete "Call Ada""#, "type New Walk", "submit New", "refresh",
        ] {
            #expect(await harness.run(line) == .succeeded, "\(line): \(harness.errors)")
        }

        let replayed = harness.session.resumeCommands()
        #expect(
            Array(replayed.suffix(8)) == [
                "increment Goal 2", "decrement Goal", #"toggle Done in "Buy milk""#, #"tap Edit in "Call Ada""#,
                #"delete "Call Ada""#, "type New Walk", "submit New", "refresh",
            ])
        let source = await harness.printed("export test")
        #expect(source.contains(#"try host.increment("Goal", steps: 2)"#))
        #expect(source.contains(#"try host.decrement("Goal")"#))
        #expect(source.contains(#"try host.toggle("Done", inRowContaining: "Buy milk")"#))
        #expect(source.contains(#"try host.tap("Edit", inRowContaining: "Call Ada")"#))
        #expect(source.contains(#"try host.deleteRow("Call Ada")"#))
        #expect(source.contains(#"try host.submit("New")"#))
        #expect(source.contains("try await host.refresh()"))
    }
}
