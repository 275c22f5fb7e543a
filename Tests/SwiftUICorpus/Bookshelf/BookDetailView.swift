import SwiftUI

struct BookDetailView: View {
    @Binding var book: Book
    @State private var editingBook = Book.emptyBook
    @State private var isPresentingEditView = false

    var body: some View {
        List {
            Section(header: Text("Reading")) {
                ProgressView(value: book.progress)
                    .progressViewStyle(ReadingProgressStyle())
                Stepper(
                    "Read \(book.pagesRead) of \(book.pages) pages", value: $book.pagesRead, in: 0...book.pages,
                    step: 50)
                Toggle("Finished", isOn: $book.isFinished)
            }
            Section(header: Text("Details")) {
                LabeledContent("Author", value: book.author)
                LabeledContent("Genre", value: book.genre.rawValue)
                HStack {
                    Label("Rating", systemImage: "star")
                    Spacer()
                    Text(String(repeating: "★", count: Int(book.rating)))
                        .accessibilityLabel("\(Int(book.rating)) stars")
                }
            }
            Section(header: Text("Notes")) {
                if book.notes.isEmpty {
                    Label("No notes yet", systemImage: "note")
                }
                ForEach(book.notes) { note in
                    Text(note.text)
                }
                .onDelete { indices in
                    book.notes.remove(atOffsets: indices)
                }
            }
        }
        .navigationTitle(book.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingBook = book
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                BookEditView(book: $editingBook)
                    .navigationTitle(book.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                book = editingBook
                            }
                        }
                    }
            }
        }
    }
}
