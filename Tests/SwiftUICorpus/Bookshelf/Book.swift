import Foundation

struct Book: Identifiable, Hashable {
    enum Genre: String, CaseIterable, Identifiable {
        case fiction = "Fiction"
        case science = "Science"
        case history = "History"

        var id: String { rawValue }
    }

    let id: UUID
    var title: String
    var author: String
    var genre: Genre
    var pages: Int
    var pagesRead: Int
    var rating: Double
    var notes: [Note]

    struct Note: Identifiable, Hashable {
        let id: UUID
        var text: String

        init(id: UUID = UUID(), text: String) {
            self.id = id
            self.text = text
        }
    }

    init(
        id: UUID = UUID(), title: String, author: String, genre: Genre = .fiction, pages: Int, pagesRead: Int = 0,
        rating: Double = 3, notes: [Note] = []
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.genre = genre
        self.pages = pages
        self.pagesRead = pagesRead
        self.rating = rating
        self.notes = notes
    }

    var progress: Double {
        pages == 0 ? 0 : Double(pagesRead) / Double(pages)
    }

    var isFinished: Bool {
        get { pagesRead >= pages }
        set { pagesRead = newValue ? pages : 0 }
    }

    static let emptyBook = Book(title: "", author: "", pages: 100)
}

extension Book {
    static let sampleData: [Book] = [
        Book(
            title: "Dune", author: "Frank Herbert", pages: 412, pagesRead: 206, rating: 5,
            notes: [Note(text: "Fear is the mind-killer"), Note(text: "Reread the appendix")]),
        Book(title: "Cosmos", author: "Carl Sagan", genre: .science, pages: 365, rating: 4),
        Book(title: "SPQR", author: "Mary Beard", genre: .history, pages: 608, pagesRead: 608, rating: 4),
    ]
}
