import SwiftUI

/// The shelf: a search field, an "Unread only" toggle, and the books that match, each with a
/// button that marks it read. All its state comes in as bindings, so a test drives it as a value.
public struct ShelfList: View {
    @Binding var books: [Book]
    @Binding var query: String
    @Binding var unreadOnly: Bool

    /// A shelf over these bindings.
    public init(books: Binding<[Book]>, query: Binding<String>, unreadOnly: Binding<Bool>) {
        _books = books
        _query = query
        _unreadOnly = unreadOnly
    }

    /// The books shown: those whose title or author contains the query, unread ones only when asked.
    public var shown: [Book] {
        books.filter { book in
            (query.isEmpty || book.title.localizedCaseInsensitiveContains(query)
                || book.author.localizedCaseInsensitiveContains(query)) && (!unreadOnly || !book.isRead)
        }
    }

    public var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $query)
            Toggle("Unread only", isOn: $unreadOnly)
            if shown.isEmpty {
                Text(books.isEmpty ? "The shelf is empty." : "No book matches.")
            } else {
                ForEach(shown) { book in
                    HStack {
                        BookRow(book: book)
                        if !book.isRead {
                            Button("Read \(book.id)") { markRead(book) }
                        }
                    }
                }
            }
            Text("\(books.filter(\.isRead).count) of \(books.count) read")
        }
    }

    func markRead(_ book: Book) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        books[index].isRead = true
    }
}

#Preview("Three books") {
    ShelfList(books: .constant(Book.examples), query: .constant(""), unreadOnly: .constant(false))
}

#Preview("Empty shelf") {
    ShelfList(books: .constant([]), query: .constant(""), unreadOnly: .constant(false))
}
