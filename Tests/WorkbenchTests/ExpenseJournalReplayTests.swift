import Catalog
import Foundation
import Locking
import Testing
import TextUI

@testable import Workbench

/// A replay (undo or redo that mounts again, a `watch` reload, `use`, the run `export test`
/// makes) takes each step once the component reached what the step waited for the first time,
/// never after a fixed delay, so a screen that loads through `.task` with latency keeps its session;
/// a step that still cannot be taken again stops the replay with one message, keeps the log and
/// the steps, and `replay` goes on. (The issue's journal: an `@Observable` store in the
/// environment, a navigation path, a sheet, a swipe behind an alert, a loader that waits.)
@MainActor
@Suite struct ExpenseJournalReplayTests {
    /// The loaders `use loader` offers: one on a clock the test moves, one that really sleeps,
    /// and one with nothing.
    static func loader(clock: HandMovedClock) -> Dependency<any JournalLoader> {
        Dependency<any JournalLoader>(
            "loader",
            choices: [
                .fixed("clocked", "waits until the test moves its clock") { ClockedJournalLoader(clock: clock) },
                .fixed("sleeping", "sleeps 300 ms") { SleepingJournalLoader() },
                .fixed("empty", "nothing, at once") { EmptyJournalLoader() },
            ])
    }

    struct EmptyJournalLoader: JournalLoader {
        func load() async throws -> [JournalExpense] { [] }
    }

    /// Answers the samples, but without "Cinema" on its second load.
    final class ForgetfulJournalLoader: JournalLoader, Sendable {
        let loads = Locked(0)
        func load() async throws -> [JournalExpense] {
            let count = loads.withLock { count in
                count += 1
                return count
            }
            return count == 2 ? JournalSamples.all.filter { $0.title != "Cinema" } : JournalSamples.all
        }
    }

    func makeSUT(
        clock: HandMovedClock = HandMovedClock(), forgetful: ForgetfulJournalLoader = ForgetfulJournalLoader(),
        settleTimeout: Duration = .seconds(60)
    ) -> SessionHarness {
        let loader = Self.loader(clock: clock)
        let catalog = ComponentCatalog(
            name: "Journal",
            components: [
                ComponentDescriptor(
                    "Journal", summary: "an expense journal",
                    dependencies: [DependencyDescriptor(loader)],
                    source: ComponentSource(
                        imports: [],
                        expression: "JournalView(loader: SleepingJournalLoader()).environment(JournalStore())")
                ) { context in
                    JournalView(loader: context[loader]).environment(JournalStore())
                },
                ComponentDescriptor(
                    "AppearingJournal", summary: "a journal that loads in a Task its onAppear starts",
                    dependencies: [DependencyDescriptor(loader)],
                    source: ComponentSource(
                        imports: [],
                        expression:
                            "JournalView(loader: SleepingJournalLoader(), loadsInOnAppear: true).environment(JournalStore())"
                    )
                ) { context in
                    JournalView(loader: context[loader], loadsInOnAppear: true).environment(JournalStore())
                },
                ComponentDescriptor(
                    "SleepingAppearingJournal", summary: "a journal that loads in a Task its onAppear starts, slowly",
                    source: ComponentSource(
                        imports: [],
                        expression:
                            "JournalView(loader: SleepingJournalLoader(), loadsInOnAppear: true).environment(JournalStore())"
                    )
                ) { _ in
                    JournalView(loader: SleepingJournalLoader(), loadsInOnAppear: true).environment(JournalStore())
                },
                ComponentDescriptor(
                    "ForgetfulJournal", summary: "a journal whose second load lacks Cinema",
                    source: ComponentSource(imports: [], expression: "JournalView(loader: SleepingJournalLoader())")
                ) { _ in
                    JournalView(loader: forgetful).environment(JournalStore())
                },
                ComponentDescriptor.previews(
                    [_textUIPreview(`ExpenseJournal.swift:240:1`: ())], named: "JournalPreviews",
                    sources: [
                        ComponentSource(
                            imports: [], testableImports: ["WorkbenchTests"],
                            declarations: ["let preview = _textUIPreview(`ExpenseJournal.swift:240:1`: ())"],
                            expression: "preview.makeView()")
                    ]),
            ])
        var options = WorkbenchSession.Options()
        options.settleTimeout = settleTimeout  // 60 s: a hang guard, every wait here ends when its condition holds
        return SessionHarness(options: options, catalogs: [catalog])
    }

    /// Deletes Cinema as a person does: swipe, the swipe action, the alert's button.
    func deleteCinema(in harness: SessionHarness) async {
        #expect(await harness.run("swipe Cinema") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("tap Remove in Cinema") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("tap Delete") == .succeeded, "\(harness.errors)")
        #expect(!(await harness.printed("render")).contains("Cinema"))
    }

    /// The journal loads in a `.task` (`Journal`) or in a `Task { }` its `onAppear` starts
    /// (`AppearingJournal`): either way the replay waits for the load, listed as running as `load` says.
    @Test(arguments: [("Journal", "TaskContent"), ("AppearingJournal", "Task { } started by a view's code")])
    func undo_ofAStoreChange_takesTheStepsAgainOnceTheLoaderAnswered_howeverLongItTakes(
        component: String, load: String
    ) async {
        let clock = HandMovedClock()
        let harness = makeSUT(clock: clock)
        #expect(await harness.run("mount \(component)") == .succeeded, "\(harness.errors)")
        await clock.untilSleepsBegun(1)
        await clock.advance(by: .milliseconds(300))
        #expect(await harness.run("settle") == .succeeded, "\(harness.errors)")
        await deleteCinema(in: harness)

        // The replay mounts again: the loader waits on the clock until the test moves it, and
        // meanwhile the load is listed as running (what the replay waits for).
        let undo = Task { await harness.run("undo") }
        await clock.untilSleepsBegun(2)
        let running = harness.session.mount?.runningTaskViews ?? []
        #expect(running.contains { $0.contains(load) }, "the load, as a running task: \(running)")
        await clock.advance(by: .milliseconds(300))

        #expect(await undo.value == .succeeded, "\(harness.errors)")
        let rendering = await harness.printed("render")
        #expect(rendering.contains("Cinema") && rendering.contains("Delete this expense?"), "\(rendering)")
        #expect(harness.session.mount?.steps.count == 2)
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    /// A script that goes on right after `mount` acts before the load answered: its error says so.
    @Test func aStepTakenBeforeTheLoadAnswered_failsSayingWhatStillRuns() async {
        let clock = HandMovedClock()
        let harness = makeSUT(clock: clock)
        #expect(await harness.run("mount Journal") == .succeeded, "\(harness.errors)")

        #expect(await harness.run("swipe Cinema") == .failed)
        #expect(
            harness.lastError.hasSuffix(
                "; the component is still busy (1 task running, `tasks` lists them): `settle` waits for it"),
            "\(harness.errors)")

        await clock.untilSleepsBegun(1)
        await clock.advance(by: .milliseconds(300))
        #expect(await harness.run("settle") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("swipe Cinema") == .succeeded, "\(harness.errors)")
    }

    @Test func undoAndRedo_withALoaderThatSleeps_keepTheSession() async {
        let harness = makeSUT()
        #expect(await harness.run("mount JournalPreviews") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("settle") == .succeeded, "\(harness.errors)")
        await deleteCinema(in: harness)
        #expect(await harness.run("tap Groceries") == .succeeded, "a navigation push: \(harness.errors)")

        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")
        let undone = await harness.printed("render")
        #expect(undone.contains("Cinema") && undone.contains("Delete this expense?"), "\(undone)")
        #expect(await harness.run("redo") == .failed, "mounting again forgets what could be redone")

        let exported = await harness.printed("export test")
        #expect(exported.contains(#"try host.swipe("Cinema")"#), "\(exported)")
        #expect(exported.contains(#"try host.tap("Remove", inRowContaining: "Cinema")"#), "\(exported)")
        #expect(harness.errors == ["nothing to redo"], "\(harness.errors)")
    }

    /// The journal's `#Preview` loads in a `.task`; `SleepingAppearingJournal` in a `Task { }` its
    /// `onAppear` starts. Both loaders really sleep.
    @Test(arguments: ["JournalPreviews", "SleepingAppearingJournal"])
    func aReload_bringsBackTheSheetBeingEdited_overTheLoadedList(component: String) async throws {
        let harness = makeSUT()
        #expect(await harness.run("mount \(component)") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("settle") == .succeeded, "\(harness.errors)")
        await deleteCinema(in: harness)
        #expect(await harness.run(#"tap "Add Expense""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.run("type Title Lunch") == .succeeded, "\(harness.errors)")
        let before = await harness.printed("render")
        let waits = try #require(harness.session.mount?.resumeScript().steps.map(\.wait))
        #expect(waits.allSatisfy { $0.running.isEmpty && $0.seconds == 60 }, "each step was taken settled")
        let file = ResumeFile(
            commands: harness.session.resumeCommands(), changedAt: 0, buildSeconds: 0, waits: waits)
        let handedOver = try JSONDecoder().decode(ResumeFile.self, from: JSONEncoder().encode(file))
        harness.session.unmount()

        let resumed = makeSUT()
        #expect(await resumed.session.resume(handedOver), "\(resumed.errors)")

        #expect(await resumed.printed("render") == before)
        #expect(resumed.errors.isEmpty, "\(resumed.errors)")
    }

    @Test func use_ofALoaderThatWaits_thenUndo_keepsTheSession() async {
        let harness = makeSUT()
        #expect(await harness.run("mount Journal") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("use loader empty") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("use loader sleeping") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("settle") == .succeeded, "\(harness.errors)")
        await deleteCinema(in: harness)

        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("render").contains("Cinema"))
        #expect(harness.session.mount?.steps.count == 4, "use, use, swipe, tap Remove")
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func aStepThatCannotBeTakenAgain_stopsTheReplay_keepsTheLogAndSteps_andReplayGoesOn() async {
        let harness = makeSUT()
        #expect(await harness.run("mount ForgetfulJournal") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("settle") == .succeeded, "\(harness.errors)")
        await deleteCinema(in: harness)
        let logBefore = await harness.printed("log")

        #expect(await harness.run("undo") == .failed, "a script stops here, with status 1")

        #expect(harness.errors.count == 1, "one line: \(harness.errors)")
        #expect(harness.lastError.contains("step 1 of 2 (swipe Cinema) could not be taken again"), "\(harness.errors)")
        #expect(harness.lastError.hasSuffix("`replay` takes steps 1–2 again, a new step goes on from step 0"))
        let log = await harness.printed("log")
        #expect(log.hasPrefix(logBefore.components(separatedBy: "\n")[0]), "the log goes on: \(log)")
        #expect(log.contains("(undone)"), "\(log)")
        #expect(await harness.run("export test") == .failed)
        #expect(harness.lastError.contains("none of the session's 2 step(s)"), "never 0 steps: \(harness.errors)")

    }

    @Test func aReplayThatOutwaitedItsBound_stops_andReplayTakesTheRestOnceTheLoaderAnswered() async throws {
        let clock = HandMovedClock()
        let harness = makeSUT(clock: clock, settleTimeout: .milliseconds(300))
        #expect(await harness.run("mount Journal") == .succeeded, "\(harness.errors)")
        await clock.untilSleepsBegun(1)
        await clock.advance(by: .milliseconds(300))
        #expect(await harness.session.mount?.settle(timeout: .seconds(600)) == true)
        await deleteCinema(in: harness)

        // The clock stands still: the loader of the mount undo makes never answers within the bound.
        #expect(await harness.run("undo") == .failed)
        #expect(harness.lastError.contains("step 1 of 2 (swipe Cinema)"), "\(harness.errors)")
        await clock.untilSleepsBegun(2)
        await clock.advance(by: .milliseconds(300))

        #expect(await harness.run("replay") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Delete this expense?"), "\(harness.output)")
        #expect(harness.session.mount?.steps.count == 2)
    }

    @Test func replay_takesTheStepsAReplayStoppedBefore() async {
        let harness = makeSUT()
        #expect(await harness.run("mount ForgetfulJournal") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("settle") == .succeeded, "\(harness.errors)")
        await deleteCinema(in: harness)
        await harness.run("undo")
        #expect(harness.session.mount?.history.pendingSteps.map(\.line) == ["swipe Cinema", "tap Remove in Cinema"])

        // The session stands after step 0 (mounted again, the second load): the steps still
        // cannot be taken, and are kept; a new step goes on without them.
        #expect(await harness.run("replay") == .failed)
        #expect(harness.session.mount?.history.pendingSteps.count == 2, "kept again")
        #expect(await harness.run("replay") == .failed)
        #expect(await harness.run("tap Groceries") == .succeeded, "a new step goes on from step 0")
        #expect(harness.session.mount?.history.pendingSteps.isEmpty == true)
        #expect(await harness.run("replay") == .failed)
        #expect(harness.lastError.hasPrefix("no step waits"), "\(harness.errors)")
    }

    /// Taken while a task ran that never ends (a listener), a step's replay waits for the rest
    /// only: the host counts as settled with that task still running.
    @Test func aStepTakenWhileAListenerRan_recordsIt_andTheHostSettlesLeavingItRunning() async throws {
        struct Listening: View {
            @State var heard = 0
            @State var taps = 0
            var body: some View {
                VStack {
                    Text("taps \(taps)")
                    Button("Tap") { taps += 1 }
                }
                .task {
                    let (stream, _) = AsyncStream<Int>.makeStream()
                    for await value in stream { heard = value }
                }
            }
        }
        let catalog = ComponentCatalog(
            name: "Listening",
            components: [
                ComponentDescriptor(
                    "Listening", summary: "a task that listens for good",
                    source: ComponentSource(imports: [], expression: "Listening()")
                ) { _ in Listening() }
            ])
        var options = WorkbenchSession.Options()
        options.settleTimeout = .seconds(3600)
        let harness = SessionHarness(options: options, catalogs: [catalog])
        await harness.run("mount Listening")
        #expect(await harness.run("tap Tap") == .succeeded, "\(harness.errors)")
        let mount = try #require(harness.session.mount)
        let wait = try #require(mount.steps.steps.first?.wait)
        #expect(wait.running.count == 1 && wait.running == mount.runningTaskViews, "\(wait)")

        // A wait of an hour that returns: the listener may run on.
        #expect(await mount.wait(for: wait))
        #expect(
            await harness.session.resume(
                ResumeFile(
                    commands: harness.session.resumeCommands(), changedAt: 0, buildSeconds: 0, waits: [wait])))
        // The listener runs for good: unmounting cancels it, so it does not outlive the test.
        harness.session.unmount()
    }
}
