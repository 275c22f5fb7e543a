import Foundation
import SwiftData
import Testing

/// An actor `@ModelActor` makes a model actor: it has a context of its own over the container it
/// is made with, its jobs run one at a time on a ``DefaultSerialModelExecutor`` (not the main
/// thread), what it saves the main context fetches, and it looks models up by identifier
/// (developer.apple.com/documentation/swiftdata/modelactor(), …/modelactor with `modelContext`,
/// `modelContainer` and `subscript(_:as:)`, …/defaultserialmodelexecutor).
@ModelActor
actor NoteImporter {
    func importNotes(titled titles: [String]) throws -> [PersistentIdentifier] {
        let notes = titles.map { Note($0) }
        for note in notes { modelContext.insert(note) }
        try modelContext.save()
        return notes.map(\.persistentModelID)
    }

    func title(of identifier: PersistentIdentifier) -> String? {
        self[identifier, as: Note.self]?.title
    }

    func folderName(of identifier: PersistentIdentifier) -> String? {
        self[identifier, as: Folder.self]?.name
    }

    func runsOnTheMainThread() -> Bool { Thread.isMainThread }

    func contextIsTheMainOne() async -> Bool {
        let context = ObjectIdentifier(modelContext)
        return await MainActor.run { [modelContainer] in ObjectIdentifier(modelContainer.mainContext) == context }
    }
}

@MainActor
struct ModelActorTests {
    private func makeContainer() throws -> ModelContainer {
        try ModelContainer(for: Note.self, Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test func whatTheActorSaves_theMainContextFetches() async throws {
        let container = try makeContainer()
        let importer = NoteImporter(modelContainer: container)
        let identifiers = try await importer.importNotes(titled: ["Milk", "Eggs"])
        #expect(identifiers.count == 2 && identifiers.allSatisfy { !$0.isTemporary })
        let titles = try container.mainContext.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)]))
            .map(\.title)
        #expect(titles == ["Eggs", "Milk"])
        #expect(importer.modelContainer === container)
    }

    @Test func theActorsJobs_runOffTheMainThread_withAContextOfTheirOwn() async throws {
        let importer = NoteImporter(modelContainer: try makeContainer())
        #expect(await importer.runsOnTheMainThread() == false)
        #expect(await importer.contextIsTheMainOne() == false)
        #expect(importer.modelExecutor is DefaultSerialModelExecutor)
    }

    @Test func aModelIsLookedUpByIdentifier_inTheActorsContext_andNotAsAnotherType() async throws {
        let container = try makeContainer()
        let note = Note("Saved on main")
        container.mainContext.insert(note)
        try container.mainContext.save()
        let importer = NoteImporter(modelContainer: container)
        #expect(await importer.title(of: note.persistentModelID) == "Saved on main")
        #expect(await importer.folderName(of: note.persistentModelID) == nil)
    }
}
