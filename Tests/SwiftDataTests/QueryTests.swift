import Foundation
import SwiftData
import Testing
import TextUI

/// `@Query` in a mounted view shows the store's models and updates when they change, and
/// `.modelContainer` puts the context in the environment, as `Query` and
/// `View.modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)` document
/// (developer.apple.com/documentation/swiftdata/query).
@MainActor
struct QueryTests {
    struct NoteList: View {
        @Query(sort: \Note.priority) private var notes: [Note]
        @Environment(\.modelContext) private var context

        var body: some View {
            VStack {
                ForEach(notes) { note in
                    Text("\(note.title) \(note.priority)")
                }
                Button("Add") { context.insert(Note("Added", slug: "added-\(notes.count)", priority: notes.count)) }
            }
        }
    }

    struct PinnedList: View {
        @Query(filter: #Predicate<Note> { $0.isPinned }, sort: [SortDescriptor(\Note.title)]) private var pinned: [Note]

        var body: some View {
            Text("pinned: \(pinned.map(\.title).joined(separator: ", "))")
        }
    }

    private func makeContainer() throws -> ModelContainer {
        try ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test func aQuery_showsTheStoredModels_andUpdatesOnInsertChangeAndDelete() async throws {
        let container = try makeContainer()
        let context = container.mainContext
        context.insert(Note("Second", priority: 2))
        context.insert(Note("First", priority: 1))
        try context.save()
        let host = ViewHost(NoteList().modelContainer(container))
        #expect(host.render().contains("First 1\nSecond 2"))

        try host.tap("Add")
        #expect(host.render().contains("Added 2"))

        let first = try #require(
            try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.title == "First" })).first)
        first.priority = 5
        #expect(host.render().contains("Second 2\nAdded 2\nFirst 5"), "ties in insertion order")

        context.delete(first)
        #expect(!host.render().contains("First"))
        host.unmount()
    }

    @Test func aFilteredQuery_followsChangesToTheFilteredProperty() throws {
        let container = try makeContainer()
        let note = Note("Milk")
        container.mainContext.insert(note)
        let host = ViewHost(PinnedList().modelContainer(container))
        #expect(host.render().contains("pinned: \n") || host.render().hasSuffix("pinned: "))
        note.isPinned = true
        #expect(host.render().contains("pinned: Milk"))
    }

    @Test func aSaveFromAnotherContext_updatesTheQuery() throws {
        let container = try makeContainer()
        let host = ViewHost(PinnedList().modelContainer(container))
        let background = ModelContext(container)
        let note = Note("Eggs")
        note.isPinned = true
        background.insert(note)
        #expect(!host.render().contains("Eggs"), "an unsaved insert in another context is not seen")
        try background.save()
        #expect(host.render().contains("pinned: Eggs"))
    }

    @Test func modelContainerForTypes_makesOneContainerForTheViewsLife() async throws {
        let host = ViewHost(NoteList().modelContainer(for: Note.self, inMemory: true))
        try host.tap("Add")
        try host.tap("Add")
        #expect(host.render().contains("Added 0\nAdded 1"))
        #expect(await host.settle(timeout: .seconds(600)))
        #expect(host.render().contains("Added 0\nAdded 1"), "autosave keeps what was added")
    }

    @Test func bindable_editsAModelThroughABinding() throws {
        struct Editor: View {
            @Bindable var note: Note
            var body: some View {
                TextField("Title", text: $note.title)
            }
        }
        let container = try makeContainer()
        let note = Note("Old")
        container.mainContext.insert(note)
        let host = ViewHost(Editor(note: note).modelContainer(container))
        try host.type("New", into: "Title")
        #expect(note.title == "New")
        #expect(container.mainContext.hasChanges)
        #expect(host.render().contains("[New]"))
    }
}
