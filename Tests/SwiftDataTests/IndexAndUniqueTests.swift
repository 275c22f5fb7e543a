import Foundation
import SwiftData
import Testing

/// `#Unique` makes a compound uniqueness constraint (inserting a model whose values match a stored
/// one's replaces it, as `@Attribute(.unique)` does) and `#Index` an index of the store, as
/// `Unique(_:)` and `Index(_:)` document (developer.apple.com/documentation/swiftdata/unique(_:),
/// developer.apple.com/documentation/swiftdata/index(_:)-74ia2); a `@Model` class with them in its
/// body keeps its other properties.
struct IndexAndUniqueTests {
    @Model
    final class Visit {
        #Unique<Visit>([\.place, \.day])
        #Index<Visit>([\.place], [\.day, \.note])
        var place: String
        var day: Int
        var note = ""

        init(place: String, day: Int, note: String = "") {
            self.place = place
            self.day = day
            self.note = note
        }
    }

    @Model
    final class Misindexed {
        #Index([\Misindexed.shown])
        var title = ""
        var shown: String { title }
        init() {}
    }

    @Test func unique_replacesTheStoredModelWithTheSameValues_andKeepsOthers() throws {
        let context = ModelContext(
            try ModelContainer(for: Visit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        context.insert(Visit(place: "Lisbon", day: 1, note: "first"))
        context.insert(Visit(place: "Lisbon", day: 2))
        try context.save()
        context.insert(Visit(place: "Lisbon", day: 1, note: "again"))
        try context.save()
        let stored = try ModelContext(context.container).fetch(FetchDescriptor<Visit>(sortBy: [SortDescriptor(\.day)]))
        #expect(stored.map { "\($0.place) \($0.day) \($0.note)" } == ["Lisbon 1 again", "Lisbon 2 "])
    }

    @Test func index_isMadeInTheStore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "IndexAndUniqueTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("visits.store")
        do {
            let context = ModelContext(
                try ModelContainer(for: Visit.self, configurations: ModelConfiguration(url: url)))
            context.insert(Visit(place: "Porto", day: 3))
            try context.save()
        }
        // SQLite keeps each index's CREATE statement as text in the file's schema table.
        let file = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(file.contains(#"CREATE INDEX "Visit_place_index" ON "Visit" ("place")"#))
        #expect(file.contains(#"CREATE INDEX "Visit_day_note_index" ON "Visit" ("day", "note")"#))
        #expect(file.contains(#"CREATE UNIQUE INDEX "Visit_place_day_unique" ON "Visit" ("place", "day")"#))
    }

    @Test func anIndexOfAPropertyNotStored_isAnErrorNamingTheModel() throws {
        let error = #expect(throws: SwiftDataError.self) {
            let container = try ModelContainer(
                for: Misindexed.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let context = ModelContext(container)
            context.insert(Misindexed())
            try context.save()
        }
        #expect(error?.message.contains("Misindexed: #Index lists") == true)
    }
}
