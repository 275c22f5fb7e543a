import Foundation
import SwiftData
import Testing

/// Errors a user can act on: they name the model and the property, or the store and the reason.
@MainActor
struct ErrorTests {
    @Test func aPropertyOfATypeThatCannotBeStored_isNamedWithItsModel() {
        #expect {
            _ = try ModelContainer(for: Gadget.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        } throws: { error in
            let message = "\(error)"
            return message.contains("Gadget.handle") && message.contains("Handle") && message.contains("@Transient")
        }
    }

    @Test func aStoreThatCannotBeOpened_saysWhereAndWhy() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ErrorTests-\(UUID().uuidString)")
        try Data("not a database, and long enough to be read as one: ".utf8 + Data(repeating: 7, count: 512)).write(
            to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            _ = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: file))
        } throws: { error in
            "\(error)".contains(file.path)
        }
    }

    @Test func aReadOnlyStore_refusesToSave() throws {
        let container = try ModelContainer(
            for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true, allowsSave: false))
        let context = ModelContext(container)
        context.insert(Note("X"))
        #expect(throws: SwiftDataError.self) { try context.save() }
        #expect(context.hasChanges, "nothing is lost: the change stays pending")
    }
}
