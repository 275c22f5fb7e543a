import Testing
import TextUI

/// `@State` storage follows structural identity: type and position, branch, `ForEach` id.
@MainActor
@Suite struct StateIdentityTests {
    struct Counter: View {
        let name: String
        @State var count = 0
        var body: some View {
            HStack {
                Text("\(name): \(count)")
                Button("+ \(name)") { count += 1 }
            }
        }
    }

    struct Siblings: View {
        @State var title = "Counters"
        var body: some View {
            VStack {
                Text(title)
                Counter(name: "a")
                Counter(name: "b")
            }
        }
    }

    @Test func sameTypeSiblings_haveSeparateStorage() throws {
        let host = ViewHost(Siblings())

        try host.tap("+ a")
        try host.tap("+ b")
        try host.tap("+ b")

        #expect(host.render() == "Counters\na: 1 [ + a ]\nb: 2 [ + b ]")
    }

    @Test func state_survivesParentReevaluation() throws {
        let host = ViewHost(Siblings())
        try host.tap("+ a")

        try host.setState("Siblings.title", to: "Renamed")

        #expect(host.render() == "Renamed\na: 1 [ + a ]\nb: 0 [ + b ]")
    }

    struct Branches: View {
        @State var showFirst = true
        var body: some View {
            VStack {
                Toggle("First", isOn: $showFirst)
                if showFirst {
                    Counter(name: "first")
                } else {
                    Counter(name: "second")
                }
            }
        }
    }

    @Test func ifElseBranches_haveSeparateIdentity_andLeavingDropsState() throws {
        let host = ViewHost(Branches())
        try host.tap("+ first")
        try host.tap("+ first")

        try host.toggle("First")
        #expect(host.render().contains("second: 0"))
        try host.tap("+ second")

        try host.toggle("First")
        #expect(host.render().contains("first: 0"), "the first branch's state was dropped when it left")
    }

    struct OptionalContent: View {
        @State var isShown = true
        var body: some View {
            VStack {
                Toggle("Shown", isOn: $isShown)
                if isShown {
                    Counter(name: "c")
                }
            }
        }
    }

    @Test func optionalContent_removedAndAddedBack_startsFresh() throws {
        let host = ViewHost(OptionalContent())
        try host.tap("+ c")
        #expect(host.render().contains("c: 1"))

        try host.toggle("Shown")
        #expect(!host.render().contains("c:"))
        try host.toggle("Shown")

        #expect(host.render().contains("c: 0"))
    }

    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    struct Rows: View {
        @State var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three")]
        var body: some View {
            VStack {
                ForEach(items) { item in
                    Counter(name: item.name)
                }
            }
        }
    }

    @Test func forEach_reorder_keepsEachRowsStateWithItsElement() throws {
        let host = ViewHost(Rows())
        try host.tap("+ one")
        try host.tap("+ three")
        try host.tap("+ three")

        try host.setState(
            "Rows.items", to: [Item(id: 3, name: "three"), Item(id: 1, name: "one"), Item(id: 2, name: "two")])

        #expect(host.render() == "three: 2 [ + three ]\none: 1 [ + one ]\ntwo: 0 [ + two ]")
    }

    @Test func forEach_removal_dropsTheRemovedRowsState() throws {
        let host = ViewHost(Rows())
        try host.tap("+ two")

        try host.setState("Rows.items", to: [Item(id: 1, name: "one"), Item(id: 3, name: "three")])
        try host.setState(
            "Rows.items", to: [Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three")])

        #expect(host.render().contains("two: 0"))
    }

    @Test func forEach_duplicateIDs_warnAndStillRender() async {
        let recorder = WarningRecorder()
        struct Duplicates: View {
            var body: some View {
                VStack {
                    ForEach([Item(id: 1, name: "x"), Item(id: 1, name: "y")]) { Text($0.name) }
                }
            }
        }

        let rendered = recorder.capture { ViewHost(Duplicates()).render() }

        #expect(rendered == "x\ny")
        #expect(recorder.warnings.map(\.kind) == [.duplicateID])
    }

    @Test func unmountedState_readsInitialValue_ignoresWrites_andBindsToAConstant() {
        let recorder = WarningRecorder()
        let counter = Counter(name: "x")

        recorder.capture {
            counter.count = 5
            #expect(counter.count == 0)
            let binding = counter.$count
            binding.wrappedValue = 7
            #expect(binding.wrappedValue == 0)
        }

        #expect(recorder.warnings.count == 1, "the warning is given once per state")
    }

    @Test func mountedViewValue_readsAndWritesHostStorage() {
        let host = ViewHost(Counter(name: "x"))
        let mounted = host.views(ofType: Counter.self)[0]

        mounted.count = 41
        mounted.$count.wrappedValue += 1

        #expect(host.render() == "x: 42 [ + x ]")
    }

    @Test func unmountingTheHost_dropsStorage() {
        let host = ViewHost(Counter(name: "x"))
        let mounted = host.views(ofType: Counter.self)[0]
        host.unmount()

        RuntimeWarnings.withHandler({ _ in }) {
            mounted.count = 3
            #expect(mounted.count == 0)
        }
        #expect(host.render() == "")
        #expect(host.stateSlots.isEmpty)
    }
}
