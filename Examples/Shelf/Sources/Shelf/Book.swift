/// A book on the shelf.
public struct Book: Identifiable, Codable, Hashable, Sendable {
    /// Its id.
    public var id: Int
    /// Its title.
    public var title: String
    /// Who wrote it.
    public var author: String
    /// Whether it has been read.
    public var isRead: Bool

    /// A book.
    public init(id: Int, title: String, author: String, isRead: Bool = false) {
        self.id = id
        self.title = title
        self.author = author
        self.isRead = isRead
    }

    /// A few books for previews and stories.
    public static let examples = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", isRead: true),
        Book(id: 2, title: "Piranesi", author: "Susanna Clarke"),
        Book(id: 3, title: "Kindred", author: "Octavia E. Butler"),
    ]
}
