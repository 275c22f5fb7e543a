import Foundation
import SwiftData
import Testing

/// Relationships keep both sides in step and follow their delete rules, as `Relationship(_:deleteRule:…)`
/// and `Schema.Relationship.DeleteRule` document (developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)).
@MainActor
struct RelationshipTests {
    private func makeSUT(url: URL? = nil) throws -> ModelContext {
        let configuration = url.map { ModelConfiguration(url: $0) } ?? ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try ModelContainer(for: Folder.self, configurations: configuration)
        return ModelContext(container)
    }

    @Test func settingOneSide_setsTheInverse() throws {
        let context = try makeSUT()
        let work = Folder(name: "Work")
        let home = Folder(name: "Home")
        context.insert(work)
        context.insert(home)
        let note = Note("Plan")
        context.insert(note)

        note.folder = work
        #expect(work.notes.map(\.title) == ["Plan"])
        note.folder = home
        #expect(work.notes.isEmpty)
        #expect(home.notes.map(\.title) == ["Plan"])

        let other = Note("Other")
        context.insert(other)
        work.notes.append(other)
        #expect(other.folder === work)
        home.notes.append(other)
        #expect(other.folder === home)
        #expect(work.notes.isEmpty)
    }

    @Test func relatedModels_areInsertedWithTheModelThatHoldsThem() throws {
        let context = try makeSUT()
        let folder = Folder(name: "Inbox")
        folder.notes = [Note("One"), Note("Two")]
        context.insert(folder)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 2)
        #expect(folder.notes.allSatisfy { $0.folder === folder })
    }

    @Test func relationships_readBackFromTheStoreBothWays() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "RelationshipTests-\(UUID().uuidString)/store.sqlite")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        do {
            let context = try makeSUT(url: url)
            let folder = Folder(name: "Books")
            context.insert(folder)
            folder.notes.append(Note("Dune"))
            folder.notes.append(Note("Emma"))
            let tag = Tag(label: "reading")
            folder.tags.append(tag)
            try context.save()
        }
        let context = try makeSUT(url: url)
        let folder = try #require(try context.fetch(FetchDescriptor<Folder>()).first)
        #expect(folder.notes.map(\.title) == ["Dune", "Emma"])
        #expect(folder.notes.allSatisfy { $0.folder === folder })
        #expect(folder.tags.map(\.label) == ["reading"])
        #expect(folder.tags.first?.folders?.first === folder, "a many-to-many inverse (an optional array) is inferred")
    }

    @Test func cascade_deletesTheRelatedModels_andNullifyTakesTheModelOutOfItsInverse() throws {
        let context = try makeSUT()
        let folder = Folder(name: "Old")
        context.insert(folder)
        folder.notes = [Note("A"), Note("B")]
        let loose = Note("Loose")
        context.insert(loose)
        try context.save()

        context.delete(folder)
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["Loose"])

        let kept = Folder(name: "Kept")
        context.insert(kept)
        kept.notes.append(loose)
        try context.save()
        context.delete(loose)
        #expect(kept.notes.isEmpty, "Note.folder nullifies: the folder no longer holds the deleted note")
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 1)
    }
}
