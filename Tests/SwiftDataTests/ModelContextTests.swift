import Foundation
import SwiftData
import Testing

/// Inserting, fetching, saving and rolling back, as SwiftData's `ModelContext` documents them
/// (developer.apple.com/documentation/swiftdata/modelcontext: insert(_:), fetch(_:), save(),
/// rollback(), hasChanges).
@MainActor
struct ModelContextTests {
    private func makeSUT() throws -> ModelContext {
        let container = try ModelContainer(
            for: Note.self, Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        return ModelContext(container)
    }

    @Test func insertedModels_areFetchedBeforeAndAfterSaving_asTheSameObjects() throws {
        let context = try makeSUT()
        let note = Note("Groceries", priority: 2)
        context.insert(note)
        #expect(context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Note>()).first === note)

        try context.save()
        #expect(!context.hasChanges)
        let fetched = try context.fetch(FetchDescriptor<Note>())
        #expect(fetched.count == 1)
        #expect(fetched.first === note)
        #expect(note.modelContext === context)
        #expect(!note.persistentModelID.isTemporary)
    }

    @Test func everyKindOfProperty_readsBackFromTheStore() throws {
        let context = try makeSUT()
        let note = Note("Trip", priority: 3, created: Date(timeIntervalSinceReferenceDate: 1234.5))
        note.rating = 4.5
        note.isPinned = true
        note.link = URL(string: "https://example.com/a?b=c")
        note.attachment = Data([1, 2, 3])
        note.tags = ["a", "b"]
        note.status = .published
        note.size = Dimensions(width: 3, height: 4)
        note.thumbnail = Data([9])
        note.scratch = 7
        context.insert(note)
        try context.save()

        let other = ModelContext(context.container)
        let read = try #require(try other.fetch(FetchDescriptor<Note>()).first)
        #expect(read !== note)
        #expect(read.title == "Trip")
        #expect(read.priority == 3)
        #expect(read.rating == 4.5)
        #expect(read.isPinned)
        #expect(read.created == Date(timeIntervalSinceReferenceDate: 1234.5))
        #expect(read.identifier == note.identifier)
        #expect(read.link == URL(string: "https://example.com/a?b=c"))
        #expect(read.attachment == Data([1, 2, 3]))
        #expect(read.tags == ["a", "b"])
        #expect(read.status == .published)
        #expect(read.size == Dimensions(width: 3, height: 4))
        #expect(read.thumbnail == Data([9]))
        #expect(read.scratch == 0, "a @Transient property is not stored")
        #expect(read.persistentModelID == note.persistentModelID)
    }

    @Test func changes_areSavedAndRollbackRestoresTheStoredValues() throws {
        let context = try makeSUT()
        let note = Note("Draft")
        context.insert(note)
        try context.save()

        note.title = "Edited"
        #expect(context.hasChanges)
        #expect(note.hasChanges)
        context.rollback()
        #expect(note.title == "Draft")
        #expect(!context.hasChanges)

        note.title = "Final"
        try context.save()
        let other = ModelContext(context.container)
        #expect(try other.fetch(FetchDescriptor<Note>()).map(\.title) == ["Final"])
    }

    @Test func rollback_dropsInsertsAndBringsBackDeletes() throws {
        let context = try makeSUT()
        let kept = Note("Kept")
        context.insert(kept)
        try context.save()

        context.insert(Note("Dropped"))
        context.delete(kept)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["Dropped"])
        context.rollback()
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["Kept"])
        #expect(!kept.isDeleted)
    }

    @Test func deletedModels_leaveTheStoreOnSave() throws {
        let context = try makeSUT()
        let notes = ["A", "B", "C"].map { Note($0) }
        notes.forEach(context.insert)
        try context.save()
        context.delete(notes[1])
        #expect(notes[1].isDeleted)
        try context.save()
        let other = ModelContext(context.container)
        #expect(try other.fetch(FetchDescriptor<Note>()).map(\.title) == ["A", "C"])
        #expect(try other.fetchCount(FetchDescriptor<Note>()) == 2)
    }

    @Test func uniqueAttributes_replaceTheStoredModelWithTheSameValue() throws {
        let context = try makeSUT()
        context.insert(Note("First", slug: "same"))
        try context.save()
        context.insert(Note("Second", slug: "same"))
        try context.save()
        let other = ModelContext(context.container)
        #expect(try other.fetch(FetchDescriptor<Note>()).map(\.title) == ["Second"])
    }

    @Test func aModelTypeOutsideTheSchema_isAnErrorNamingIt() throws {
        let container = try ModelContainer(
            for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        // Folder reaches Note through its relationship, so both are in the schema; Tag too.
        #expect(container.schema.entities.map(\.name).sorted() == ["Folder", "Note", "Tag"])
        #expect(throws: Never.self) { try context.fetch(FetchDescriptor<Note>()) }
    }
}
