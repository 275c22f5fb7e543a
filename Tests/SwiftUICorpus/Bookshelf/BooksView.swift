import SwiftUI

struct BooksView: View {
    @Binding var books: [Book]
    @State private var isPresentingNewBook = false
    @State private var newBook = Book.emptyBook

    var body: some View {
        NavigationStack {
            List {
                ForEach($books) { $book in
                    NavigationLink(destination: BookDetailView(book: $book)) {
                        BookCard(book: book)
                    }
                }
                .onDelete { offsets in
                    books.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Bookshelf")
            .toolbar {
                Button(action: {
                    newBook = .emptyBook
                    isPresentingNewBook = true
                }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("Add Book")
            }
            .sheet(isPresented: $isPresentingNewBook) {
                NavigationStack {
                    BookEditView(book: $newBook)
                        .navigationTitle("New Book")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Dismiss") { isPresentingNewBook = false }
                            }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Add") {
                                    books.append(newBook)
                                    isPresentingNewBook = false
                                }
                                .disabled(newBook.title.isEmpty)
                            }
                        }
                }
            }
        }
    }
}
