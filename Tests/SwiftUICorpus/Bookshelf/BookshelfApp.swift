import SwiftUI

public struct BookshelfApp: App {
    @State private var books = Book.sampleData

    public init() {}

    public var body: some Scene {
        WindowGroup {
            BooksView(books: $books)
        }
    }
}
