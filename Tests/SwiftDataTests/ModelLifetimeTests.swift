import Foundation
import SwiftData
import Testing

/// What the store's objects keep alive: a context, its container and its models are freed once the
/// app lets go of them, though the two sides of a relationship hold each other and a container
/// holds its main context. (Found by LeakSanitizer under `Scripts/test --sanitize address`; these
/// tests say the same without it.) SwiftData documents a model's context as the one it is
/// inserted in (developer.apple.com/documentation/swiftdata/persistentmodel/modelcontext), and the
/// main context as the container's own (developer.apple.com/documentation/swiftdata/modelcontainer/maincontext).
@MainActor
struct ModelLifetimeTests {
    private struct Released {
        weak var container: ModelContainer?
        weak var context: ModelContext?
        weak var folder: Folder?
        weak var note: Note?
    }

    @Test func aContextAndItsRelatedModels_areFreedWhenLetGo() throws {
        let released = try useAContext()

        #expect(released.context == nil)
        #expect(released.container == nil)
        #expect(released.folder == nil, "the folder and its notes hold each other; the context lets go of both")
        #expect(released.note == nil)
    }

    @Test func theMainContext_andItsContainer_areFreedWhenLetGo() throws {
        let released = try useTheMainContext()

        #expect(released.container == nil, "the container keeps its main context, which does not keep it back")
        #expect(released.context == nil)
        #expect(released.folder == nil)
    }

    @Test func aDeletedModel_onceSaved_isFreed_thoughItsContextLives() throws {
        let container = try ModelContainer(
            for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        weak var deletedFolder: Folder?
        weak var deletedNote: Note?
        do {
            let folder = Folder(name: "Old")
            context.insert(folder)
            folder.notes = [Note("A")]
            try context.save()
            deletedFolder = folder
            deletedNote = folder.notes.first
            context.delete(folder)
            try context.save()
        }

        #expect(deletedFolder == nil)
        #expect(deletedNote == nil, "deleted by the folder's cascade")
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 0)
    }

    @Test func theMainContext_outlivingItsContainer_stillSavesToItsStore() throws {
        let (context, note) = try aMainContextWithoutItsContainer()

        note.title = "Changed"
        try context.save()

        let reader = ModelContext(context.container)
        #expect(try reader.fetch(FetchDescriptor<Note>()).map(\.title) == ["Changed"])
        #expect(context.container.schema.entities.map(\.name).contains("Note"))
    }

    @Test func aModelWhoseContextIsGone_keepsItsAttributes() throws {
        let note = try aNoteWhoseContextIsGone()

        #expect(note.title == "Kept")
        #expect(note.modelContext == nil)
    }

    // MARK: - Helpers

    private func useAContext() throws -> Released {
        let container = try ModelContainer(
            for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let folder = Folder(name: "Work")
        context.insert(folder)
        let note = Note("Plan")
        context.insert(note)
        note.folder = folder
        try context.save()
        #expect(folder.notes.map(\.title) == ["Plan"])
        return Released(container: container, context: context, folder: folder, note: note)
    }

    private func useTheMainContext() throws -> Released {
        let container = try ModelContainer(
            for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let folder = Folder(name: "Work")
        container.mainContext.insert(folder)
        folder.notes = [Note("Plan")]
        try container.mainContext.save()
        return Released(container: container, context: container.mainContext, folder: folder)
    }

    private func aMainContextWithoutItsContainer() throws -> (ModelContext, Note) {
        let container = try ModelContainer(
            for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let note = Note("Plan")
        container.mainContext.insert(note)
        try container.mainContext.save()
        return (container.mainContext, note)
    }

    private func aNoteWhoseContextIsGone() throws -> Note {
        let container = try ModelContainer(
            for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let note = Note("Kept")
        context.insert(note)
        try context.save()
        return note
    }
}
