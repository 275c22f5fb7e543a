import Foundation
import SwiftData
import Testing
import TextUI

/// What tools see of `@Query`: the host lists a mounted view's queries with the models they fetch
/// now (the workbench's `state` and `get` show them), and a model reflects as its persisted
/// properties; `@Query private var notes: [Note]` needs no initial value, as with Apple's `Query`,
/// whose `init()` fetches every model of the type
/// (developer.apple.com/documentation/swiftdata/query/init()).
@MainActor
struct QueryInspectionTests {
    struct AllNotes: View {
        @Query private var notes: [Note]
        @Environment(\.modelContext) private var context

        var body: some View {
            VStack {
                Text("\(notes.count) notes")
                Button("Add") { context.insert(Note("Added \(notes.count)", priority: notes.count)) }
                Button("Delete first") { if let first = notes.first { context.delete(first) } }
            }
        }
    }

    @Test func aQueryWithoutArguments_needsNoInitialValue_andFetchesEveryModel() throws {
        let container = try ModelContainer(
            for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Note("Stored"))
        let host = ViewHost(AllNotes().modelContainer(container))
        #expect(host.render().contains("1 notes"))
        host.unmount()
    }

    /// Declared with an initial value, as SwiftData tutorials declare queries
    /// (`@Query(sort: \Expense.date) var expenses: [Expense] = []`, which builds with Apple's
    /// SwiftData): the value is ignored and the query shows what it fetches.
    struct NotesWithInitialValues: View {
        @Query(sort: \Note.title) private var sorted: [Note] = []
        @Query private var all: [Note] = []
        @Query(filter: #Predicate<Note> { $0.isPinned }, sort: [SortDescriptor(\Note.title)]) var pinned: [Note] = []

        var body: some View {
            Text("\(sorted.map(\.title).joined(separator: ",")) \(all.count) all, \(pinned.count) pinned")
        }
    }

    @Test func aQueryDeclaredWithAnInitialValue_showsWhatItFetches() throws {
        let container = try ModelContainer(
            for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Note("Milk"))
        let pinned = Note("Eggs")
        pinned.isPinned = true
        container.mainContext.insert(pinned)
        let host = ViewHost(NotesWithInitialValues().modelContainer(container))
        #expect(host.render().contains("Eggs,Milk 2 all, 1 pinned"), "\(host.render())")
        host.unmount()
    }

    @Test func theHostListsAQuery_withTheModelsItFetchesNow() throws {
        let host = ViewHost(AllNotes().modelContainer(for: Note.self, inMemory: true))
        let paths = host.inspectedProperties.map(\.path)
        // The owning view's identity, as a state's path is made: `…/AllNotes[0].notes`.
        #expect(paths.count == 1 && paths.first?.split(separator: "/").last == "AllNotes[0].notes", "\(paths)")
        #expect(host.inspectedProperties.map(\.name) == ["notes"])
        #expect((host.inspectedProperties.first?.value as? [Note])?.isEmpty == true)

        try host.tap("Add")
        try host.tap("Add")
        let query = try #require(host.inspectedProperties.first)
        #expect((query.value as? [Note])?.map(\.title) == ["Added 0", "Added 1"])
        #expect(query.typeName == "Array<Note>")

        try host.tap("Delete first")
        #expect((host.inspectedProperties.first?.value as? [Note])?.map(\.title) == ["Added 1"])
        host.unmount()
    }

    @Test func aModelReflectsAsItsPersistedProperties() {
        let note = Note("Milk", priority: 2)
        note.scratch = 9
        let children = Mirror(reflecting: note).children.map { ($0.label ?? "?", "\($0.value)") }
        let labels = children.map(\.0)
        #expect(labels.first == "slug")
        #expect(labels.contains("title") && labels.contains("priority") && labels.contains("folder"))
        #expect(!labels.contains("scratch"), "@Transient is not persisted")
        #expect(!labels.contains { $0.hasPrefix("_") }, "not the backing data or the placeholders")
        #expect(children.first { $0.0 == "title" }?.1 == "Milk")
        #expect(children.first { $0.0 == "priority" }?.1 == "2")
        #expect(Mirror(reflecting: note).displayStyle == .class)
    }
}
