import Catalog
import Foundation
import Observation
import Testing
import TextUI

@testable import Workbench

/// A model a view keeps in `@State` (an `@Observable` class, an `ObservableObject`) reads as its
/// stored properties: values as JSON (dates as ISO 8601), nested objects in full, an object they
/// refer to in turn by its id; `get` reaches inside it by path. `set` writes the properties its
/// `SettableModel` table lists, through their setters (an `ObservableObject`'s `objectWillChange`
/// fires, an `@Observable`'s observers hear it, and the views update), into a model a model holds
/// too; a model without a table says so in one line.
@MainActor
@Suite struct ModelValuesTests {
    struct Entry: Codable, Equatable {
        var title: String
        var date: Date
    }

    @Observable
    final class Person: Identifiable {
        let id: Int
        var name: String
        var friend: Person?
        init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    @Observable
    final class Journal {
        var entries = [Entry(title: "Cinema", date: Date(timeIntervalSince1970: 1_796_342_400))]
        var owner = Person(id: 7, name: "Ada")
        var isLoading = false
    }

    final class Settings: ObservableObject {
        @Published var volume = 3
        @Published var name = "Home"
    }

    struct JournalScreen: View {
        @State private var journal = Journal()
        @StateObject private var settings = Settings()
        var body: some View {
            VStack {
                Text("\(journal.entries.count) entries by \(journal.owner.name)")
                Text("volume \(settings.volume)")
            }
        }
    }

    func makeSUT() async -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Models",
            components: [
                ComponentDescriptor(
                    "JournalScreen", summary: "a screen that keeps its models",
                    source: ComponentSource(imports: [], expression: "JournalScreen()")
                ) { _ in JournalScreen() }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount JournalScreen")
        return harness
    }

    @Test func anObservableModel_readsAsItsStoredProperties() async {
        let harness = await makeSUT()
        let friend = Person(id: 8, name: "Grace")
        let owner = (harness.session.mount?.values.visibleSlots().first { $0.name == "journal" }?.value as? Journal)?
            .owner
        owner?.friend = friend
        friend.friend = owner
        defer { friend.friend = nil }  // the two friends hold each other; the test lets go of both

        let journal = await harness.printed("get journal")
        #expect(
            (try? JSONValue.parse(journal).compactText)
                == #"{"entries":[{"date":"2026-12-04T00:00:00Z","title":"Cinema"}],"#
                + #""owner":{"id":7,"name":"Ada","friend":{"id":8,"name":"Grace","friend":{"id":7}}},"isLoading":false}"#,
            "\(journal) \(harness.errors)")
        #expect(await harness.printed("get journal.entries[0].title") == #""Cinema""#)
        #expect(await harness.printed("get journal.owner.name") == #""Ada""#)
        let state = await harness.printed("state")
        #expect(state.contains("JournalScreen.journal: Journal = {3 keys}"), "long, by its size: \(state)")
        #expect(state.contains(#"JournalScreen.settings: Settings = {"volume":3,"name":"Home"}"#), "\(state)")
    }

    @Test func anObservableObject_readsAsItsPublishedValues() async {
        let harness = await makeSUT()

        let settings = await harness.printed("get settings")
        #expect((try? JSONValue.parse(settings).compactText) == #"{"volume":3,"name":"Home"}"#, "\(settings)")
        #expect(await harness.printed("get settings.volume") == "3")
    }

    @Test func set_ofAModelWithoutATable_saysSo_andChangesNothing() async {
        let harness = await makeSUT()

        #expect(await harness.run(#"set journal.owner.name "Grace""#) == .failed)

        #expect(
            harness.lastError.contains("cannot set journal.owner.name: Person lists no settable properties"),
            "\(harness.errors)")
        #expect(await harness.printed("get journal.owner.name") == #""Ada""#)
    }

    @Test func set_ofAnObservableObjectsPublishedProperty_updatesTheView() async {
        let harness = await makeSUT()

        #expect(await harness.run("set settings.volume 5") == .succeeded, "\(harness.errors)")

        #expect(await harness.printed("render").contains("volume 5"))
        #expect(await harness.printed("get settings.volume") == "5")
    }

    @Test func set_ofAnObservableModelsValue_inAModelItHolds_updatesTheView() async {
        let harness = await makeSUT()

        #expect(await harness.run(#"set journal.entries[0].title "Opera""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.run("set journal.owner 3") == .failed)

        #expect(await harness.printed("render").contains("1 entries by Ada"))
        #expect(await harness.printed("get journal.entries[0].title") == #""Opera""#)
        #expect(harness.lastError.contains("journal.owner holds a Person, which is not Codable"), "\(harness.errors)")
    }
}

extension ModelValuesTests.Journal: SettableModel {
    static var settableProperties: [String: AnyKeyPath] {
        [
            "entries": \ModelValuesTests.Journal.entries, "owner": \ModelValuesTests.Journal.owner,
            "isLoading": \ModelValuesTests.Journal.isLoading,
        ]
    }
}

extension ModelValuesTests.Settings: SettableModel {
    static var settableProperties: [String: AnyKeyPath] {
        ["volume": \ModelValuesTests.Settings.volume, "name": \ModelValuesTests.Settings.name]
    }
}
