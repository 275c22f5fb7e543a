import Testing
import TextUI

/// State changes made in and out of `withAnimation` or `withTransaction` in one action are
/// separate transactions, applied one after the other, as in SwiftUI.
@MainActor
@Suite struct TransactionTests {
    /// What a view saw: its body's values and its `onChange` calls.
    final class Log {
        var bodies: [Int] = []
        var changes: [[Int]] = []
    }

    struct Writer: View {
        let log: Log
        let inTransaction: (() -> Void) -> Void
        @State private var value = 0

        var body: some View {
            let _ = log.bodies.append(value)
            Text("\(value)")
                .onAppear {
                    value = 1
                    value = 2
                    inTransaction {
                        value = 3
                        value = 4
                    }
                }
                .onChange(of: value) { old, new in log.changes.append([old, new]) }
        }
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, StateCompatibilityTests
    /// (`nestedStateUpdate`: the body sees 0, 2, 4 and `onChange` sees (0, 2) then (2, 4)).
    @Test func changesBeforeAndInWithAnimation_areTwoUpdates() {
        let log = Log()
        let host = ViewHost(Writer(log: log, inTransaction: { body in withAnimation { body() } }))
        #expect(host.render() == "4")
        #expect(log.bodies == [0, 2, 4])
        #expect(log.changes == [[0, 2], [2, 4]])
    }

    /// As `withAnimation` (SwiftUI's `withAnimation` is `withTransaction` with an animation).
    @Test func changesBeforeAndInWithTransaction_areTwoUpdates() {
        let log = Log()
        let host = ViewHost(
            Writer(log: log, inTransaction: { body in withTransaction(\.disablesAnimations, true, body) }))
        #expect(host.render() == "4")
        #expect(log.bodies == [0, 2, 4])
        #expect(log.changes == [[0, 2], [2, 4]])
    }

    @Test func withAnimation_withNothingChangedBefore_addsNoUpdate() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button("Add \(count)") { withAnimation { count += 1 } }
            }
        }
        let host = ViewHost(Counter())
        host.resetBodyEvaluationCounts()
        try host.tap("Add 0")
        #expect(host.render() == "[ Add 1 ]")
        #expect(host.bodyEvaluationCount(of: Counter.self) == 1)
    }

    @Test func withAnimation_inATask_isReportedAsAnUpdate() async {
        struct Loader: View {
            @State private var loaded = false
            var body: some View {
                Text(loaded ? "loaded" : "loading")
                    .task { withAnimation { loaded = true } }
            }
        }
        let host = ViewHost(Loader())
        var updates = 0
        host.onUpdate = { updates += 1 }
        await host.settle()
        #expect(host.render() == "loaded")
        #expect(updates >= 1)
    }

    /// Apple's `withAnimation` and `withTransaction` are not isolated to the main actor: a
    /// nonisolated caller compiles (SwiftUI's interface declares them without `@MainActor`).
    @Test func withAnimation_runsItsBody_fromAnyIsolation() async {
        let result = await Task.detached { Self.nonisolatedCaller() }.value
        #expect(result == 3)
    }

    nonisolated private static func nonisolatedCaller() -> Int {
        withAnimation(.easeIn) { 1 } + withTransaction(Transaction()) { 1 }
            + withAnimation(.default, { 1 }, completion: {})
    }
}
