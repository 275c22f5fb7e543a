import Shelf
import SwiftUI
import Testing
import TextUITesting

/// The shelf is a value over its bindings: a test writes them, taps, and reads them back, with no
/// view model.
@MainActor
@Suite struct ShelfListTests {
    @Test func searching_showsOnlyTheBooksThatMatch() {
        let books = Binding.variable(Book.examples)
        let query = Binding.variable("butler")
        let host = ViewHost(ShelfList(books: books, query: query, unreadOnly: .variable(false)))
        #expect(host.render().contains("Kindred"))
        #expect(!host.render().contains("Piranesi"))
        host.unmount()
    }

    @Test func markingABookRead_writesTheBinding() throws {
        let books = Binding.variable(Book.examples)
        let host = ViewHost(ShelfList(books: books, query: .variable(""), unreadOnly: .variable(false)))
        try host.tap("Read 2")
        #expect(books.wrappedValue[1].isRead)
        #expect(host.render().hasSuffix("2 of 3 read"))
        host.unmount()
    }

    @Test func anEmptyShelf_saysSo() {
        let host = ViewHost(ShelfList(books: .variable([]), query: .variable(""), unreadOnly: .variable(true)))
        #expect(host.render().contains("The shelf is empty."))
        host.unmount()
    }
}
