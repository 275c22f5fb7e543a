import Foundation
import SwiftData
import Testing

/// `enumerate(_:batchSize:allowEscapingMutations:block:)` as Apple documents it: every model the
/// descriptor describes, in its order, fetched in batches; a block that leaves the context changed
/// fails the enumeration unless it is allowed to.
@MainActor
struct EnumerateTests {
    private func makeSUT() throws -> ModelContext {
        let container = try ModelContainer(
            for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        for (offset, title) in ["a", "b", "c", "d", "e"].enumerated() {
            context.insert(Note(title, priority: offset, created: Date(timeIntervalSinceReferenceDate: Double(offset))))
        }
        try context.save()
        return context
    }

    @Test func everyModel_isVisitedInOrder_acrossBatches_withinTheDescriptorsLimit() throws {
        let context = try makeSUT()
        var titles: [String] = []
        try context.enumerate(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.priority)]), batchSize: 2) {
            titles.append($0.title)
        }
        #expect(titles == ["a", "b", "c", "d", "e"])

        var limited = FetchDescriptor<Note>(sortBy: [SortDescriptor(\.priority, order: .reverse)])
        limited.fetchLimit = 3
        limited.fetchOffset = 1
        titles = []
        try context.enumerate(limited, batchSize: 2) { titles.append($0.title) }
        #expect(titles == ["d", "c", "b"])
    }

    @Test func aBlockThatChangesModels_failsUnlessAllowedToLeaveChanges() throws {
        let context = try makeSUT()
        #expect(throws: SwiftDataError.self) {
            try context.enumerate(FetchDescriptor<Note>()) { $0.isPinned = true }
        }
        try context.save()
        try context.enumerate(FetchDescriptor<Note>(), allowEscapingMutations: true) { $0.rating = 5 }
        #expect(context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Note>()).allSatisfy { $0.rating == 5 })
        #expect(throws: SwiftDataError.self) { try context.enumerate(FetchDescriptor<Note>(), batchSize: 0) { _ in } }
    }
}
