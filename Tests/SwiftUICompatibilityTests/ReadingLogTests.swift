import CoreData
import Foundation
import SwiftUI
import Testing

@testable import ReadingLog

/// A Core Data app as the "Bookworm" lesson of *100 Days of SwiftUI* writes it (its model in a
/// `.xcdatamodeld` whose classes Xcode generates, here the AssetSymbols plugin), driven as a
/// person uses it. Apple documents that `FetchRequest` "automatically infers the entity type from
/// the Result type" and that "the fetch request and its results use the managed object context
/// stored in the environment" (developer.apple.com/documentation/swiftui/fetchrequest);
/// `NSManagedObjectContext.save()` commits to the store; a `Cascade` rule deletes the
/// destination objects with the source; `NSMergeByPropertyObjectTrumpMergePolicy` settles a
/// uniqueness-constraint conflict with the in-memory object's values.
@MainActor
@Suite struct ReadingLogTests {
    private func makeSUT(_ controller: DataController = DataController(inMemory: true)) -> (ViewHost, DataController) {
        let host = ViewHost(ContentView().environment(\.managedObjectContext, controller.container.viewContext))
        return (host, controller)
    }

    private func addBook(_ host: ViewHost, _ title: String, by author: String, shelf: String = "") throws {
        try host.tap("Add Book")
        try host.type(title, into: "Name of book")
        try host.type(author, into: "Author's name")
        if !shelf.isEmpty { try host.type(shelf, into: "Shelf") }
        try host.tap("Save")
    }

    @Test func addedBooks_areListedByTitle_thenAuthor() throws {
        let (host, _) = makeSUT()
        #expect(host.render().contains("Reading Log"))
        try addBook(host, "Piranesi", by: "Susanna Clarke")
        try addBook(host, "Emma", by: "Jane Austen")
        try addBook(host, "Emma", by: "Alexander McCall Smith")
        let screen = host.render()
        let order = ["Alexander McCall Smith", "Jane Austen", "Susanna Clarke"].map {
            screen.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(screen.contains("3/5 Piranesi"))
    }

    @Test func deletingARow_removesTheBook_fromTheStore() throws {
        let (host, controller) = makeSUT()
        try addBook(host, "Piranesi", by: "Susanna Clarke")
        try addBook(host, "Emma", by: "Jane Austen")
        try host.deleteRow("Emma")
        #expect(!host.render().contains("Emma"))
        let request: NSFetchRequest<Book> = Book.fetchRequest()
        #expect(try controller.container.viewContext.fetch(request).map(\.title) == ["Piranesi"])
    }

    @Test func theDetail_changesTheBook_andTheListFollows() throws {
        let (host, _) = makeSUT()
        try addBook(host, "Piranesi", by: "Susanna Clarke", shelf: "Fiction")
        try host.tap("Piranesi")
        #expect(host.render().contains("Fiction"))
        try host.tap("Rate higher")
        #expect(host.render().contains("Rate higher"))
        try host.tap("Back")
        #expect(host.render().contains("4/5 Piranesi"))
    }

    @Test func savedBooks_areThereAfterARelaunch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReadingLog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("ReadingLog.sqlite")
        let (host, _) = makeSUT(DataController(storeURL: store))
        try addBook(host, "Piranesi", by: "Susanna Clarke", shelf: "Fiction")

        let (relaunched, controller) = makeSUT(DataController(storeURL: store))
        #expect(relaunched.render().contains("3/5 Piranesi"))
        let book = try #require(
            try controller.container.viewContext.fetch(Book.fetchRequest() as NSFetchRequest<Book>).first)
        #expect(book.shelf?.name == "Fiction")
        #expect(book.shelf?.books?.count == 1)
    }

    @Test func deletingAShelf_cascadesToItsBooks() throws {
        let controller = DataController(inMemory: true)
        let context = controller.container.viewContext
        let shelf = Shelf(context: context)
        shelf.name = "Poetry"
        for title in ["Ariel", "Leaves of Grass"] {
            let book = Book(context: context)
            book.title = title
            book.author = "Someone"
            book.shelf = shelf
        }
        try context.save()
        #expect(shelf.books?.count == 2)
        context.delete(shelf)
        try context.save()
        #expect(try context.count(for: Book.fetchRequest() as NSFetchRequest<Book>) == 0)
    }

    @Test func aSecondShelfOfTheSameName_isMergedIntoTheFirst() throws {
        let controller = DataController(inMemory: true)
        let context = controller.container.viewContext
        let first = Shelf(context: context)
        first.name = "Fiction"
        try context.save()
        let second = Shelf(context: context)
        second.name = "Fiction"
        try context.save()
        #expect(try context.count(for: Shelf.fetchRequest() as NSFetchRequest<Shelf>) == 1)
    }

    @Test func aBookWithoutATitle_isNotSaved() throws {
        let controller = DataController(inMemory: true)
        let context = controller.container.viewContext
        let book = Book(context: context)
        book.author = "Anonymous"
        #expect(throws: (any Error).self) { try context.save() }
        #expect(context.hasChanges)
    }

    @Test func theFilteredList_showsTitlesStartingWithTheLetters_ignoringCase() throws {
        let controller = DataController(inMemory: true)
        let context = controller.container.viewContext
        for (title, author) in [
            ("Atonement", "Ian McEwan"), ("anna karenina", "Leo Tolstoy"), ("Beloved", "Toni Morrison"),
        ] {
            let book = Book(context: context)
            book.title = title
            book.author = author
        }
        try context.save()
        let host = ViewHost(FilterView().environment(\.managedObjectContext, context))
        #expect(host.render().contains("Atonement by Ian McEwan"))
        #expect(host.render().contains("anna karenina by Leo Tolstoy"))
        #expect(!host.render().contains("Beloved"))
        try host.type("B", into: "Starts with")
        #expect(host.render().contains("Beloved by Toni Morrison"))
        #expect(!host.render().contains("Atonement"))
    }

    @Test func booksByGenre_areSectionedInOrder_andFollowTheStore() throws {
        let controller = DataController(inMemory: true)
        let context = controller.container.viewContext
        for (title, genre) in [("Dracula", "Horror"), ("Emma", "Romance"), ("Carrie", "Horror")] {
            let book = Book(context: context)
            book.title = title
            book.author = "Someone"
            book.genre = genre
        }
        try context.save()
        let host = ViewHost(GenresView().environment(\.managedObjectContext, context))
        let rendering = host.render()
        let order = ["Carrie", "Dracula", "Romance", "Emma"].map { rendering.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())

        let book = Book(context: context)
        book.title = "Beloved"
        book.author = "Toni Morrison"
        book.genre = "Fiction"
        try context.save()
        #expect(host.render().contains("Beloved"))
        #expect(host.render().range(of: "Beloved")!.lowerBound < host.render().range(of: "Carrie")!.lowerBound)
    }

    /// Xcode's Core Data app template, as it comes: "Add Item" saves one more item, and deleting a
    /// row saves the delete.
    @Test func xcodesCoreDataTemplate_listsAddsAndDeletesItems() throws {
        let controller = PersistenceController(inMemory: true)
        let context = controller.container.viewContext
        for offset in 0..<3 {
            let item = Item(context: context)
            item.timestamp = Date(timeIntervalSince1970: 1_800_000_000 + Double(offset) * 86_400)
        }
        try context.save()
        let host = ViewHost(ItemsView().environment(\.managedObjectContext, context))
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        #expect(try context.count(for: request) == 3)
        try host.tap("Add Item")
        #expect(try context.count(for: request) == 4)
        #expect(!context.hasChanges)
        let first = try #require(try context.fetch(request).first?.timestamp)
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .medium
        let row = formatter.string(from: first)
        #expect(host.render().contains(row))
        try host.deleteRow(row)
        #expect(try context.count(for: request) == 3)
        #expect(!host.render().contains(row))
    }
}
