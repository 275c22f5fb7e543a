import SwiftUI

/// One book on one line: a check when it has been read, its title and its author.
public struct BookRow: View {
    let book: Book

    /// A row for `book`.
    public init(book: Book) {
        self.book = book
    }

    public var body: some View {
        HStack {
            Text(book.isRead ? "✓" : "·")
            Text(book.title)
            Text("— \(book.author)")
        }
    }
}

struct BookRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BookRow(book: Book.examples[1])
                .previewDisplayName("Unread")
            BookRow(book: Book.examples[0])
                .previewDisplayName("Read")
        }
    }
}
