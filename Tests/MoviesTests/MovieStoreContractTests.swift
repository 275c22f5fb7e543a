import Foundation
import LoopbackServer
import Movies
import Testing

/// The behaviour every `MovieStore` promises, checked against each implementation.
struct MovieStoreContractTests {
    enum StoreKind: String, CaseIterable, Sendable {
        case inMemory, file
    }

    private static let timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000.123_456)

    @Test(arguments: StoreKind.allCases)
    func retrievesNothingFromAnEmptyStore(kind: StoreKind) throws {
        let (sut, directory) = try makeSUT(kind)
        defer { directory.remove() }

        #expect(try sut.retrieve() == nil)
        #expect(try sut.retrieve() == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func retrievesWhatWasInserted(kind: StoreKind) throws {
        let (sut, directory) = try makeSUT(kind)
        defer { directory.remove() }

        let movies = [makeMovie(id: 1), Movie(id: 2, title: "Amélie"), makeMovie(id: 3, title: "千と千尋の神隠し")]

        try sut.insert(movies, timestamp: Self.timestamp)

        #expect(try sut.retrieve() == CachedMovies(movies: movies, timestamp: Self.timestamp))
        #expect(try sut.retrieve() == CachedMovies(movies: movies, timestamp: Self.timestamp))
    }

    @Test(arguments: StoreKind.allCases)
    func retrievesAnInsertedEmptyListAsEmptyNotNothing(kind: StoreKind) throws {
        let (sut, directory) = try makeSUT(kind)
        defer { directory.remove() }

        try sut.insert([], timestamp: Self.timestamp)

        #expect(try sut.retrieve() == CachedMovies(movies: [], timestamp: Self.timestamp))
    }

    @Test(arguments: StoreKind.allCases)
    func insertReplacesThePreviousCache(kind: StoreKind) throws {
        let (sut, directory) = try makeSUT(kind)
        defer { directory.remove() }

        try sut.insert(makeMovies(count: 3), timestamp: Self.timestamp)
        let later = Self.timestamp.addingTimeInterval(60)

        try sut.insert([makeMovie(id: 99)], timestamp: later)

        #expect(try sut.retrieve() == CachedMovies(movies: [makeMovie(id: 99)], timestamp: later))
    }

    @Test(arguments: StoreKind.allCases)
    func deletingAnEmptyStoreSucceedsAndLeavesItEmpty(kind: StoreKind) throws {
        let (sut, directory) = try makeSUT(kind)
        defer { directory.remove() }

        try sut.deleteCachedMovies()

        #expect(try sut.retrieve() == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func deleteRemovesTheCache(kind: StoreKind) throws {
        let (sut, directory) = try makeSUT(kind)
        defer { directory.remove() }

        try sut.insert(makeMovies(count: 2), timestamp: Self.timestamp)

        try sut.deleteCachedMovies()

        #expect(try sut.retrieve() == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func concurrentWritersLeaveOneCompleteCache(kind: StoreKind) async throws {
        let (sut, directory) = try makeSUT(kind)
        defer { directory.remove() }

        let first = makeMovies(count: 200, startingAt: 1)
        let second = makeMovies(count: 150, startingAt: 1_000)
        let timestamp = Self.timestamp

        // The writers (each save synced to disk) run on threads of their own, and the test waits
        // without holding a thread of the concurrency pool, which other tests' tasks need.
        let finished = await HangGuard.run(within: .seconds(600)) {
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                for _ in 0..<25 {
                    try? sut.insert(writer == 0 ? first : second, timestamp: timestamp)
                }
            }
            return true
        }
        #expect(finished == true)

        let cache = try #require(try sut.retrieve())
        #expect(cache.movies == first || cache.movies == second)
    }

    private func makeSUT(_ kind: StoreKind) throws -> (any MovieStore, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        switch kind {
        case .inMemory:
            return (InMemoryMovieStore(), directory)
        case .file:
            return (FileMovieStore(fileURL: directory.file("movies.json")), directory)
        }
    }
}
