import Testing
import TextUI

@MainActor
@Suite struct LifecycleTests {
    struct Child: View {
        let log: EventLog
        var body: some View {
            Text("child")
                .onAppear { log.append("appear") }
                .onDisappear { log.append("disappear") }
                .task {
                    log.append("task started")
                    do {
                        // Never ends on its own, however slow the machine (a test must see it cancelled).
                        try await Task.sleep(for: .seconds(3600))
                        log.append("task finished")
                    } catch {
                        log.append("task cancelled")
                    }
                }
        }
    }

    struct Parent: View {
        let log: EventLog
        @State var showsChild = true
        var body: some View {
            VStack {
                Toggle("Child", isOn: $showsChild)
                if showsChild { Child(log: log) }
            }
        }
    }

    @Test func task_startsAfterMount_andIsCancelledWhenItsViewLeaves() async throws {
        let log = EventLog()
        let host = ViewHost(Parent(log: log))
        #expect(log.events == ["appear"])
        #expect(await eventually { log.events == ["appear", "task started"] })
        #expect(host.runningTasks.count == 1)

        try host.toggle("Child")
        await host.settle(timeout: .seconds(300))  // a hang guard only

        #expect(log.events == ["appear", "task started", "disappear", "task cancelled"])
        #expect(host.runningTasks.isEmpty)
    }

    @Test func task_isCancelledWhenTheHostUnmounts() async {
        let log = EventLog()
        let host = ViewHost(Parent(log: log))
        #expect(await eventually { log.events == ["appear", "task started"] })

        host.unmount()
        await host.settle(timeout: .seconds(300))  // a hang guard only

        #expect(log.events == ["appear", "task started", "disappear", "task cancelled"])
    }

    /// SwiftUI cancels a view's task once the view is gone ("SwiftUI will automatically cancel the
    /// task at some point after the view disappears", `task(priority:_:)`): a host a test lets go
    /// of without `unmount()` takes its views with it.
    @Test func task_isCancelledWhenTheHostIsReleasedWithoutUnmount() async {
        let log = EventLog()
        var host: ViewHost? = ViewHost(Parent(log: log))
        #expect(await eventually { log.events == ["appear", "task started"] })

        host = nil

        #expect(host == nil)
        #expect(await eventually { log.events == ["appear", "task started", "task cancelled"] })
    }

    @Test func settle_withANeverEndingTask_returnsFalseAfterTheTimeout() async {
        let host = ViewHost(Child(log: EventLog()))
        let clock = ContinuousClock()
        let start = clock.now

        let settled = await host.settle(timeout: .milliseconds(100))

        #expect(!settled)
        // A hang guard far below the task's hour: the main actor can be busy for long on a loaded machine.
        #expect(clock.now - start < .seconds(600), "it returned instead of waiting for the task")
        host.unmount()
    }

    struct Search: View {
        @State var query = "a"
        let log: EventLog
        var body: some View {
            VStack {
                TextField("Query", text: $query)
                Text("results for \(query)")
            }
            .task(id: query) {
                let searched = query
                log.append("search \(searched)")
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    log.append("cancel \(searched)")
                }
            }
        }
    }

    @Test func taskWithID_restartsWhenTheIDChanges() async throws {
        let log = EventLog()
        let host = ViewHost(Search(log: log))
        await Task.yield()

        try host.type("ab", into: "Query")

        #expect(host.runningTasks.map(\.isCancelled) == [true, false])
        #expect(await eventually { log.events.count == 3 })
        #expect(Set(log.events) == ["search a", "cancel a", "search ab"])
        #expect(await eventually { host.runningTasks.count == 1 })
        host.unmount()
    }

    struct Watcher: View {
        @State var value = 0
        let log: EventLog
        var body: some View {
            Button("Bump") { value += 1 }
                .onChange(of: value, initial: true) { old, new in log.append("\(old)->\(new)") }
        }
    }

    @Test func onChange_passesOldAndNewValues_andRunsInitiallyWhenAsked() throws {
        let log = EventLog()
        let host = ViewHost(Watcher(log: log))
        #expect(log.events == ["0->0"])

        try host.tap("Bump")
        try host.tap("Bump")

        #expect(log.events == ["0->0", "0->1", "1->2"])
    }

    struct Echo: View {
        @State var source = 0
        @State var copy = 0
        var body: some View {
            VStack {
                Text("copy \(copy)")
                Button("Bump") { source += 1 }
            }
            .onChange(of: source) { _, new in copy = new * 10 }
        }
    }

    @Test func onChange_writingState_isAppliedBeforeTheNextRender() throws {
        let host = ViewHost(Echo())

        try host.tap("Bump")

        #expect(host.render() == "copy 10\n[ Bump ]")
    }

    struct Loop: View {
        @State var value = 0
        var body: some View {
            Text("\(value)").onChange(of: value, initial: true) { _, new in value = new + 1 }
        }
    }

    @Test func updateLoop_isStoppedWithAWarning() {
        let recorder = WarningRecorder()

        recorder.capture { _ = ViewHost(Loop()).render() }

        #expect(recorder.warnings.map(\.kind) == [.updateLoop])
    }

    @Test func afterAnUpdateLoopIsStopped_aNewChangeIsStillApplied() throws {
        let recorder = WarningRecorder()
        var host: ViewHost!
        recorder.capture { host = ViewHost(Loop()) }

        try recorder.capture {
            try host.setState("Loop.value", to: -1_000)
            let shown = try #require(Int(host.render()))
            #expect(shown < 0, "the write reached the view (and the loop ran again from there)")
        }
        #expect(recorder.warnings.map(\.kind) == [.updateLoop, .updateLoop])
    }

    final class Marker {}

    struct Holder: View {
        @State var marker = Marker()
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    /// A view reading its own state used to be kept alive by that state (it remembered its
    /// readers strongly), so a host dropped without `unmount()` leaked its whole tree (found by
    /// `Scripts/test --sanitize address`).
    @Test func aHostDroppedWithoutUnmounting_releasesItsTree() throws {
        weak var marker: Marker?
        do {
            let host = ViewHost(Holder())
            try host.tap("Count 0")
            #expect(host.render() == "[ Count 1 ]")
            marker = host.stateSlots.first { $0.name == "marker" }?.value as? Marker
            #expect(marker != nil)
        }
        #expect(marker == nil)
    }
}
