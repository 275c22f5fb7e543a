import Foundation
import SwiftData
import Testing

/// `fetch(_:)` with `#Predicate`, `SortDescriptor`, `fetchLimit` and `fetchOffset`, as
/// `FetchDescriptor` documents them (developer.apple.com/documentation/swiftdata/fetchdescriptor),
/// with the same results whether the store filters in SQL or the context in memory.
@MainActor
struct FetchTests {
    private func makeSUT(saving: Bool = true) throws -> ModelContext {
        let container = try ModelContainer(
            for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let titles = ["Café list", "Budget", "cafe opening hours", "Errands", "Recipes", "CAFÉ review"]
        for (offset, title) in titles.enumerated() {
            let note = Note(
                title, priority: offset % 3, created: Date(timeIntervalSinceReferenceDate: Double(100 - offset)))
            note.isPinned = offset.isMultiple(of: 2)
            note.link = offset == 1 ? URL(string: "https://example.com") : nil
            context.insert(note)
        }
        if saving { try context.save() }
        return context
    }

    @Test func aPredicate_filtersInSQLAndInMemoryAlike() throws {
        for saving in [true, false] {
            let context = try makeSUT(saving: saving)
            let search = "cafe"
            let found = try context.fetch(
                FetchDescriptor<Note>(predicate: #Predicate { $0.title.localizedStandardContains(search) }))
            #expect(found.map(\.title) == ["Café list", "cafe opening hours", "CAFÉ review"], "saved: \(saving)")

            let important = try context.fetch(
                FetchDescriptor<Note>(predicate: #Predicate { $0.priority >= 1 && !$0.isPinned }))
            #expect(important.map(\.title) == ["Budget", "CAFÉ review"], "saved: \(saving)")

            let either = try context.fetch(
                FetchDescriptor<Note>(predicate: #Predicate { $0.priority == 2 || $0.link != nil }))
            #expect(either.map(\.title) == ["Budget", "cafe opening hours", "CAFÉ review"], "saved: \(saving)")
        }
    }

    @Test func aPredicateThatDoesNotTranslate_isEvaluatedInMemory() throws {
        let context = try makeSUT()
        let long = try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.title.count > 10 }))
        #expect(long.map(\.title) == ["cafe opening hours", "CAFÉ review"])
        let tagged = try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.tags.isEmpty }))
        #expect(tagged.count == 6)
    }

    @Test func thePredicatesAppsWrite_fetchAsInSwift() throws {
        let context = try makeSUT()
        let searchText = "Caf"
        let contains = try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.title.contains(searchText) }))
        #expect(contains.map(\.title) == ["Café list"], "contains is case-sensitive")
        let empty = ""
        let all = try context.fetch(
            FetchDescriptor<Note>(predicate: #Predicate { empty.isEmpty ? true : $0.title.contains(empty) }))
        #expect(all.count == 6)
        let linked = try context.fetch(
            FetchDescriptor<Note>(predicate: #Predicate { ($0.link?.absoluteString ?? "") != "" }))
        #expect(linked.map(\.title) == ["Budget"])
        let cutoff = Date(timeIntervalSinceReferenceDate: 97)
        let recent = try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.created < cutoff }))
        #expect(recent.map(\.title) == ["Recipes", "CAFÉ review"])
    }

    @Test func sortDescriptors_orderTheResults() throws {
        let context = try makeSUT()
        let byDate = try context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.created)]))
        #expect(byDate.first?.title == "CAFÉ review")
        let byPriorityThenTitle = try context.fetch(
            FetchDescriptor<Note>(sortBy: [SortDescriptor(\.priority, order: .reverse), SortDescriptor(\.title)]))
        #expect(byPriorityThenTitle.map(\.priority) == [2, 2, 1, 1, 0, 0])
        #expect(Set(byPriorityThenTitle.prefix(2).map(\.title)) == ["CAFÉ review", "cafe opening hours"])
    }

    @Test func limitAndOffset_pageTheResults() throws {
        for saving in [true, false] {
            let context = try makeSUT(saving: saving)
            var descriptor = FetchDescriptor<Note>(sortBy: [SortDescriptor(\.created)])
            descriptor.fetchOffset = 1
            descriptor.fetchLimit = 2
            #expect(try context.fetch(descriptor).map(\.title) == ["Recipes", "Errands"], "saved: \(saving)")
            #expect(try context.fetchCount(descriptor) == 2)
            #expect(try context.fetchCount(FetchDescriptor<Note>()) == 6)
        }
    }

    /// A context has one object per stored model (developer.apple.com/documentation/swiftdata/modelcontext):
    /// a fresh context's first fetch registers its models (lazily, as a batch) all the same.
    @Test func aFreshContextsFetch_givesOneObjectPerRow() throws {
        let container = try makeSUT().container
        let context = ModelContext(container)
        let all = try context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)]))
        #expect(all.count == 6)
        let first = try #require(all.first)
        let registered: Note? = context.registeredModel(for: first.persistentModelID)
        #expect(registered === first)
        first.title = "Aardvark"
        let again = try context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)]))
        #expect(again.count == 6)
        #expect(zip(all, again).allSatisfy { $0 === $1 })
        let pinned = try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.isPinned }))
        #expect(pinned.allSatisfy { found in all.contains { $0 === found } })
        #expect(context.hasChanges)
    }

    @Test func unsavedChanges_takePartInTheFetch() throws {
        let context = try makeSUT()
        let budget = try #require(
            try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.title == "Budget" })).first)
        budget.title = "Café budget"
        let search = "café"
        let found = try context.fetch(
            FetchDescriptor<Note>(predicate: #Predicate { $0.title.localizedStandardContains(search) }))
        #expect(found.contains { $0 === budget })
        var storedOnly = FetchDescriptor<Note>(predicate: #Predicate { $0.title.localizedStandardContains(search) })
        storedOnly.includePendingChanges = false
        #expect(try context.fetchCount(storedOnly) == 3)
    }
}
