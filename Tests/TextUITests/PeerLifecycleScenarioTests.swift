import Testing
import TextUI

/// Scenarios whose outcome was observed on Apple's SwiftUI in OpenSwiftUI's compatibility suite
/// (each test names the suite), run in a host: value actions, tasks with an id, and which bodies
/// an object's change evaluates again.
@MainActor
@Suite struct PeerLifecycleScenarioTests {
    final class Log {
        var calls: [[Int]] = []
        var count = 0
    }

    struct Changing: View {
        let log: Log
        let initial: Bool
        @State private var value = 0
        var body: some View {
            Text("\(value)")
                .onAppear { value = 1 }
                .task { value = 2 }
                .onChange(of: value, initial: initial) { old, new in log.calls.append([old, new]) }
        }
    }

    /// ValueActionModifierCompatibilityTests (`onChangeTwoParameters`: (0, 1) then (1, 2)).
    @Test func onChange_seesEachChange() async {
        let log = Log()
        let host = ViewHost(Changing(log: log, initial: false))
        await host.settle()
        #expect(log.calls == [[0, 1], [1, 2]])
    }

    /// ValueActionModifierCompatibilityTests (`onChangeWithInitial`: (0, 0), (0, 1), (1, 2)).
    @Test func onChangeInitial_seesTheFirstValueThenEachChange() async {
        let log = Log()
        let host = ViewHost(Changing(log: log, initial: true))
        await host.settle()
        #expect(log.calls == [[0, 0], [0, 1], [1, 2]])
    }

    /// ValueActionModifierCompatibilityTests (`multipleValueChanges`: writing the same value
    /// again calls nothing).
    @Test func onChange_ignoresAWriteOfTheSameValue() async {
        struct Repeating: View {
            let log: Log
            @State private var value = 0
            var body: some View {
                Text("\(value)")
                    .onAppear { value = 1 }
                    .task {
                        value = 2
                        await Task.yield()
                        value = 2
                    }
                    .onChange(of: value) { old, new in log.calls.append([old, new]) }
            }
        }
        let log = Log()
        let host = ViewHost(Repeating(log: log))
        await host.settle()
        #expect(log.calls == [[0, 1], [1, 2]])
    }

    /// TaskModifierCompatibilityTests (`taskWithID`: the task runs again when its id changes).
    @Test func taskWithID_runsAgain_whenTheIDChanges() async {
        struct Loading: View {
            let log: Log
            @State private var value = 0
            var body: some View {
                Text("\(value)")
                    .onAppear { value += 1 }
                    .task(id: value) { log.calls.append([value]) }
            }
        }
        let log = Log()
        let host = ViewHost(Loading(log: log))
        await host.settle()
        #expect(log.calls.last == [1])
        #expect(log.calls.count <= 2)
    }

    final class Counts {
        var content = 0
        var subview = 0
    }

    struct Flag: View {
        let counts: Counts
        let condition: Bool
        var body: some View {
            let _ = counts.subview += 1
            Text(condition ? "on" : "off")
        }
    }

    final class Published2: ObservableObject {
        @Published var t1 = false
        var t2 = false
    }

    struct ObjectOwner: View {
        let counts: Counts
        let togglesPublished: Bool
        @StateObject private var model = Published2()
        var body: some View {
            let _ = counts.content += 1
            VStack {
                Flag(counts: counts, condition: model.t1)
                Flag(counts: counts, condition: model.t2)
            }
            .onAppear {
                if togglesPublished { model.t1.toggle() } else { model.t2.toggle() }
            }
        }
    }

    /// StateObjectCompatibilityTests: a `@Published` change evaluates the owner again and only the
    /// subview whose input changed (2 and 3 bodies); an unpublished change evaluates nothing (1, 2).
    @Test(arguments: [(true, 2, 3), (false, 1, 2)])
    func objectChange_evaluatesWhatItChanged(togglesPublished: Bool, content: Int, subviews: Int) async {
        let counts = Counts()
        let host = ViewHost(ObjectOwner(counts: counts, togglesPublished: togglesPublished))
        await host.settle()
        #expect(counts.content == content)
        #expect(counts.subview == subviews)
    }

    @Observable final class Tracked {
        var t1 = false
        @ObservationIgnored var t2 = false
    }

    struct TrackedOwner: View {
        let counts: Counts
        let togglesTracked: Bool
        @State private var model = Tracked()
        var body: some View {
            let _ = counts.content += 1
            VStack {
                Flag(counts: counts, condition: model.t1)
                Flag(counts: counts, condition: model.t2)
            }
            .onAppear {
                if togglesTracked { model.t1.toggle() } else { model.t2.toggle() }
            }
        }
    }

    /// StateObjectCompatibilityTests (`observableMacroTrackedValue`, `observableMacroIgnoredValue`).
    @Test(arguments: [(true, 2, 3), (false, 1, 2)])
    func observableChange_evaluatesWhatItChanged(togglesTracked: Bool, content: Int, subviews: Int) async {
        let counts = Counts()
        let host = ViewHost(TrackedOwner(counts: counts, togglesTracked: togglesTracked))
        await host.settle()
        #expect(counts.content == content)
        #expect(counts.subview == subviews)
    }

    @Observable final class Model {
        var value = 1
    }

    /// Environment+ObservableCompatibilityTests (`environmentOptionalObservableObject`: an
    /// optional object nobody stored reads nil).
    @Test func environmentObject_readsNil_whenNoneWasStored() {
        struct Reader: View {
            @Environment(Model.self) private var model: Model?
            var body: some View { Text(model == nil ? "none" : "\(model?.value ?? 0)") }
        }
        #expect(ViewHost(Reader().environment(nil as Model?)).render() == "none")
        #expect(ViewHost(Reader().environment(Model())).render() == "1")
    }
}
