import Catalog
import Foundation
import Observation
import Testing
import TextUI

@testable import Workbench

/// A view's query (SwiftData's `@Query`, an ``InspectableProperty``) reads in `state` and `get`
/// as the models it fetched, each as its stored properties; inserting and deleting through the
/// views shows in the next `state`, and undo takes an insert back; `set` says a query's models are
/// changed through the views. (The query here reads an `@Observable` store in the environment, as
/// `@Query` reads the model context: the workbench's tests do not import SwiftData, which is a
/// layer above it; `QueryInspectionTests` in SwiftDataTests shows `@Query` listed by the host.)
@MainActor
@Suite struct QueryValuesTests {
    @Observable
    final class Book: Identifiable {
        let id: Int
        var title: String
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    @Observable
    final class BookStore {
        var books = [Book(id: 1, title: "Dune")]
    }

    struct BookStoreKey: EnvironmentKey {
        static var defaultValue: BookStore? { nil }
    }

    /// What `@Query` is to the workbench: the models a view reads from its environment.
    @propertyWrapper
    struct StoredBooks: InspectableProperty {
        @Environment(\.bookStore) private var store
        var wrappedValue: [Book] { store?.books ?? [] }
        var inspectedValue: Any { wrappedValue }
    }

    struct BookList: View {
        @StoredBooks private var books: [Book]
        @Environment(\.bookStore) private var store

        var body: some View {
            VStack {
                Text("\(books.count) books")
                Button("Add") { store?.books.append(Book(id: books.count + 1, title: "Book \(books.count + 1)")) }
                Button("Delete first") { store?.books.removeFirst() }
            }
        }
    }

    func makeSUT() async -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Queries",
            components: [
                ComponentDescriptor(
                    "BookList", summary: "a list that reads its books as a query does",
                    source: ComponentSource(imports: [], expression: "BookList()")
                ) { _ in BookList().environment(\.bookStore, BookStore()) }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount BookList")
        return harness
    }

    @Test func state_showsAQuerysModels_andGetReadsThemByPath() async {
        let harness = await makeSUT()

        let state = await harness.printed("state")
        #expect(state.contains("queries:\n  BookList.books: Array<Book> = [{\"id\":1,\"title\":\"Dune\"}]"), "\(state)")
        #expect(await harness.printed("get books[0].title") == #""Dune""#, "\(harness.errors)")
        #expect(await harness.printed("get BookList.books[0].id") == "1", "\(harness.errors)")
    }

    @Test func insertAndDeleteThroughTheViews_showInState_andUndoTakesAnInsertBack() async {
        let harness = await makeSUT()

        #expect(await harness.run("tap Add") == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("get books[1].title") == #""Book 2""#, "\(harness.errors)")
        #expect(await harness.printed("state").contains(#"{"id":2,"title":"Book 2"}"#))

        #expect(await harness.run(#"tap "Delete first""#) == .succeeded, "\(harness.errors)")
        #expect(
            (try? JSONValue.parse(await harness.printed("get books")).compactText) == #"[{"id":2,"title":"Book 2"}]"#,
            "\(harness.errors)")

        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")
        #expect(
            (try? JSONValue.parse(await harness.printed("get books")).compactText) == #"[{"id":1,"title":"Dune"}]"#,
            "\(harness.errors)")
    }

    @Test func set_ofAQuerysModel_saysTheyChangeThroughTheViews() async {
        let harness = await makeSUT()

        #expect(await harness.run(#"set books[0].title "Emma""#) == .failed)

        #expect(harness.lastError.contains("a query's models are read, not written"), "\(harness.errors)")
        #expect(await harness.printed("get books[0].title") == #""Dune""#)
    }
}

extension EnvironmentValues {
    fileprivate var bookStore: QueryValuesTests.BookStore? {
        get { self[QueryValuesTests.BookStoreKey.self] }
        set { self[QueryValuesTests.BookStoreKey.self] = newValue }
    }
}
