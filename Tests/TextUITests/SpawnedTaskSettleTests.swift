import Testing
import TextUI

/// `settle` waits for the `Task { }`s a view's own code starts (an action, an `onAppear`), as it
/// waits for `.task`s: apps load as often with `.onAppear { Task { await model.load() } }` as with
/// `.task`, and a tool that acts before the load ended acts on a screen the person never saw. (Not
/// SwiftUI behaviour: SwiftUI neither waits for nor cancels such tasks; `settle` is the host's.)
@MainActor
@Suite struct SpawnedTaskSettleTests {
    static let spawnedPath = "Task { } started by a view's code"

    /// Shows what a task started by its button (or, with `onAppear`, when it appears) heard.
    struct Loading: View {
        let answers: AsyncStream<String>
        var startsOnAppear = false
        @State var shown = "nothing yet"

        var body: some View {
            VStack {
                Text(shown)
                Button("Load") { load() }
            }
            .onAppear { if startsOnAppear { load() } }
        }

        func load() {
            Task {
                for await answer in answers {
                    shown = answer
                    return
                }
            }
        }
    }

    @Test func aTaskStartedByAnAction_runsUntilItEnds_andSettleWaitsForIt() async throws {
        let (answers, answer) = AsyncStream<String>.makeStream()
        let host = ViewHost(Loading(answers: answers))
        #expect(host.runningTasks.isEmpty)

        try host.tap("Load")
        #expect(host.runningTasks.map(\.viewPath) == [Self.spawnedPath])
        answer.yield("loaded")

        #expect(await host.settle(timeout: .seconds(600)))  // a hang guard only
        #expect(host.render().contains("loaded"))
        #expect(host.runningTasks.isEmpty)
        host.unmount()
    }

    @Test func aTaskStartedInOnAppear_thatSleeps_isWaitedFor() async {
        struct Sleeping: View {
            @State var shown = "loading"
            var body: some View {
                Text(shown).onAppear {
                    Task {
                        try? await Task.sleep(for: .milliseconds(100))  // the latency of a loader
                        shown = "loaded"
                    }
                }
            }
        }
        let host = ViewHost(Sleeping())

        #expect(await host.settle(timeout: .seconds(600)))  // a hang guard only

        #expect(host.render() == "loaded")
        host.unmount()
    }

    @Test func aStartedTaskThatListensOn_keepsSettleWaiting_unlessItIsLeftRunning() async {
        let (answers, answer) = AsyncStream<String>.makeStream()
        let host = ViewHost(Loading(answers: answers, startsOnAppear: true))

        #expect(!(await host.settle(timeout: .milliseconds(50))))
        #expect(await host.settle(timeout: .seconds(600), leavingRunning: [Self.spawnedPath]))

        answer.finish()
        #expect(await host.settle(timeout: .seconds(600)))  // a hang guard only
        #expect(host.runningTasks.isEmpty)
        host.unmount()
    }

    /// The runtime's own tasks (the update a write schedules, a `.task`) are not the views' `Task { }`s.
    @Test func theRuntimesOwnTasks_areNotListedAsStartedByTheViews() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Text("\(count)")
                    Button("Add") { count += 1 }
                }
                .task {
                    let (never, _) = AsyncStream<Int>.makeStream()
                    for await value in never { count = value }
                }
            }
        }
        let host = ViewHost(Counter())

        try host.tap("Add")
        try host.tap("Add")

        #expect(host.runningTasks.count == 1)
        #expect(host.runningTasks.allSatisfy { $0.viewPath != Self.spawnedPath }, "\(host.runningTasks)")
        host.unmount()
    }
}
