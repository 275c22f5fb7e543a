import Catalog
import SwiftUI

/// The shelf's components as a catalog: the workbench plugin finds it (it conforms to
/// `ComponentCatalogProvider`) and offers `ShelfList` with live bindings and stories.
public enum ShelfCatalog: ComponentCatalogProvider {
    /// The catalog: `ShelfList`, with its bindings and stories.
    @MainActor public static var catalog: ComponentCatalog {
        ComponentCatalog(
            name: "Shelf",
            components: [
                ComponentDescriptor(
                    "ShelfList",
                    summary: "The shelf, its books, search and filter as bindings",
                    stories: [
                        ComponentStory("Empty", summary: "no books yet") { [.binding("books", [Book]())] },
                        ComponentStory("All read", summary: "every book read") {
                            [
                                .binding(
                                    "books",
                                    Book.examples.map { book in
                                        var read = book; read.isRead = true; return read
                                    })
                            ]
                        },
                    ]
                ) { context in
                    ShelfList(
                        books: context.binding("books", default: Book.examples),
                        query: context.binding("query", default: ""),
                        unreadOnly: context.binding("unreadOnly", default: false)
                    )
                }
            ]
        )
    }
}
