import Foundation

/// How many books to read this year: a model file that imports only Foundation, as iOS apps write
/// them (on iOS, Foundation makes Combine and Observation visible; here the target's
/// `swiftSettings` in Package.swift do).
public final class ReadingGoal: ObservableObject {
    @Published public var booksPerYear: Int

    /// A goal of `booksPerYear` books.
    public init(booksPerYear: Int) {
        self.booksPerYear = booksPerYear
    }
}

/// The books finished so far, as an `@Observable` model in the same kind of file.
@Observable
public final class ReadingLog {
    public private(set) var finished: [String] = []

    /// An empty log.
    public init() {}

    /// Records a finished book.
    public func finish(_ title: String) {
        finished.append(title)
    }

    /// Takes a book off the finished ones, to be read again.
    public func readAgain(_ title: String) {
        finished.removeAll { $0 == title }
    }
}
