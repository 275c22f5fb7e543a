import SwiftUI

/// The books to read, one row each: its title and a "Read" toggle. Every row's toggle has the same
/// label, as in most lists; the workbench tells them apart by the row (`toggle Read in Piranesi`).
public struct ReadingList: View {
    @Binding var books: [Book]

    /// A list over `books`.
    public init(books: Binding<[Book]>) {
        _books = books
    }

    public var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach($books) { $book in
                    HStack {
                        Text(book.title)
                        Toggle("Read", isOn: $book.isRead)
                    }
                }
            }
            Text("\(books.filter(\.isRead).count) of \(books.count) read")
        }
    }
}

// The preview owns its books as state (`@Previewable`), so its toggles change them.
#Preview("Reading list") {
    @Previewable @State var books = Book.examples
    ReadingList(books: $books)
}
