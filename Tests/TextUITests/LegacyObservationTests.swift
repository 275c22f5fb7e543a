import Testing
import TextUI

final class LegacyLibrary: ObservableObject {
    @Published var title = "Library"
    @Published var count = 0
    var unpublished = 0
}

final class ManualModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 {
        willSet { objectWillChange.send() }
    }
}

@MainActor
@Suite struct LegacyObservationTests {
    struct Owner: View {
        @StateObject var library = LegacyLibrary()
        var body: some View {
            VStack {
                Text("\(library.title): \(library.count)")
                Button("Add") { library.count += 1 }
                TextField("Title", text: $library.title)
                Reader(library: library)
            }
        }
    }

    struct Reader: View {
        @ObservedObject var library: LegacyLibrary
        var body: some View { Text("reader \(library.count)") }
    }

    struct EnvironmentReader: View {
        @EnvironmentObject var library: LegacyLibrary
        var body: some View {
            VStack {
                Text("env \(library.count)")
                Toggle("Many", isOn: Binding(get: { library.count > 1 }, set: { _ in }))
            }
        }
    }

    @Test func publishedChanges_reevaluateStateObjectAndObservedObjectViews() throws {
        let host = ViewHost(Owner())
        #expect(host.render() == "Library: 0\n[ Add ]\nTitle: [Library]\nreader 0")

        try host.tap("Add")
        try host.type("Films", into: "Title")

        #expect(host.render() == "Films: 1\n[ Add ]\nTitle: [Films]\nreader 1")
    }

    @Test func stateObject_isMadeOnce_andSurvivesItsParent() throws {
        struct Parent: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Owner()
                    Button("Tick \(tick)") { tick += 1 }
                }
            }
        }
        let host = ViewHost(Parent())
        try host.tap("Add")
        try host.tap("Tick 0")
        #expect(host.render().hasPrefix("Library: 1"))
    }

    @Test func changesMadeOutsideTheHost_updateTheObservers() async {
        let library = LegacyLibrary()
        let host = ViewHost(Reader(library: library))

        library.count = 5

        #expect(host.hasPendingUpdates)
        #expect(host.render() == "reader 5")
        library.unpublished = 1
        #expect(!host.hasPendingUpdates, "only @Published properties announce changes")
    }

    @Test func environmentObject_isFoundByItsType() {
        let library = LegacyLibrary()
        let host = ViewHost(EnvironmentReader().environmentObject(library))
        library.count = 2
        #expect(host.render() == "env 2\n[x] Many")
    }

    @Test func customPublisher_announcesChanges() {
        struct Display: View {
            @ObservedObject var model: ManualModel
            var body: some View { Text("\(model.value)") }
        }
        let model = ManualModel()
        let host = ViewHost(Display(model: model))
        model.value = 3
        #expect(host.render() == "3")
    }

    @Test func objectsWithPublishedProperties_shareOnePublisher() {
        let library = LegacyLibrary()
        #expect(library.objectWillChange === library.objectWillChange)
    }
}
