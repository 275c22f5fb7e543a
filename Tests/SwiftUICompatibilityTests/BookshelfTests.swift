import Bookshelf
import SwiftUI
import Testing

/// A list → detail → edit-sheet app over bindings, written for SwiftUI, works as a person uses it:
/// edits made in a sheet reach the detail screen and the list through the bindings.
@MainActor
@Suite struct BookshelfTests {
    @Test func theShelf_listsTheBooksAsCards() {
        let host = ViewHost(app: BookshelfApp())

        #expect(
            host.render() == """
                Bookshelf
                ═════════
                [ Add Book ]
                Dune ›
                Frank Herbert 412
                Cosmos ›
                Carl Sagan 365
                SPQR ›
                Mary Beard 608
                """
        )
    }

    @Test func editingABookInTheSheet_updatesTheDetailAndTheShelf() throws {
        let host = ViewHost(app: BookshelfApp())

        try host.tap("Dune")  // the card's title, inside the link
        try host.increment("Read 206 of 412 pages")
        #expect(host.render().contains("[######----] 62%\nRead 256 of 412 pages [-|+]"))

        try host.tap("Edit")
        try host.type("Dune Messiah", into: "Title")
        try host.select("Science", in: "Genre")
        try host.decrement("Rating")
        #expect(host.render().contains("Rating [========--] 4 4 stars"))
        try host.tap("Done")

        #expect(
            host.render() == """
                [ ‹ Back ]
                Dune Messiah
                ════════════
                [ Edit ]
                ── Reading ──
                [######----] 62%
                Read 256 of 412 pages [-|+]
                [ ] Finished
                ── Details ──
                Author: Frank Herbert
                Genre: Science
                Rating ★★★★
                ── Notes ──
                Fear is the mind-killer
                Reread the appendix
                """
        )
        try host.tap("Back")
        #expect(host.render().contains("Dune Messiah ›\nFrank Herbert 412"))
    }

    @Test func cancellingTheSheet_discardsItsEdits() throws {
        let host = ViewHost(app: BookshelfApp())
        try host.tap("Cosmos")

        try host.tap("Edit")
        try host.type("Contact", into: "Title")
        try host.tap("Cancel")

        #expect(host.render().hasPrefix("[ ‹ Back ]\nCosmos\n"))
        #expect(!host.render().contains("Sheet"))
    }

    @Test func addingABook_throughTheImageOnlyButton() throws {
        let host = ViewHost(app: BookshelfApp())

        try host.tap("Add Book")
        #expect(throws: ViewHostError.controlDisabled(kind: .button, label: "Add")) { try host.tap("Add") }
        try host.type("Emma", into: "Title")
        try host.type("Jane Austen", into: "Author")
        try host.increment("100 pages")
        try host.tap("Add")

        #expect(host.render().hasSuffix("SPQR ›\nMary Beard 608\nEmma ›\nJane Austen 110"))
    }

    @Test func notes_areAddedInTheSheet_andDeletedFromTheDetail() throws {
        let host = ViewHost(app: BookshelfApp())
        try host.tap("Dune")

        try host.tap("Edit")
        try host.type("Check the map", into: "New Note")
        try host.tap("Add note")
        try host.tap("Done")
        try host.deleteRow("Fear is the mind-killer")

        #expect(host.render().hasSuffix("── Notes ──\nReread the appendix\nCheck the map"))
    }

    @Test func finishingABook_readsEveryPage() throws {
        let host = ViewHost(app: BookshelfApp())
        try host.tap("Cosmos")

        try host.toggle("Finished")

        #expect(host.render().contains("[##########] 100%\nRead 365 of 365 pages [-|+]\n[x] Finished"))
    }

    @Test func deletingABook_removesItsCard() throws {
        let host = ViewHost(app: BookshelfApp())

        try host.deleteRow("SPQR")

        #expect(host.render().hasSuffix("Cosmos ›\nCarl Sagan 365"))
    }
}
