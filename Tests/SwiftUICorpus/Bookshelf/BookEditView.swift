import SwiftUI

struct BookEditView: View {
    @Binding var book: Book
    @State private var newNote = ""

    var body: some View {
        Form {
            Section(header: Text("Book Info")) {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
                Picker("Genre", selection: $book.genre) {
                    ForEach(Book.Genre.allCases) { genre in
                        Text(genre.rawValue).tag(genre)
                    }
                }
                Stepper("\(book.pages) pages", value: $book.pages, in: 10...2000, step: 10)
                HStack {
                    Slider(value: $book.rating, in: 1...5, step: 1) {
                        Text("Rating")
                    }
                    Spacer()
                    Text("\(Int(book.rating)) stars")
                        .accessibilityHidden(true)
                }
            }
            Section(header: Text("Notes")) {
                ForEach(book.notes) { note in
                    Text(note.text)
                }
                .onDelete { indices in
                    book.notes.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Note", text: $newNote)
                    Button(action: {
                        withAnimation {
                            book.notes.append(Book.Note(text: newNote))
                            newNote = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add note")
                    }
                    .disabled(newNote.isEmpty)
                }
            }
        }
    }
}
