import Foundation
import LoopbackServer
import Movies
import Testing

/// The cache policy, with an injected clock.
struct LocalMovieLoaderTests {
    private static let now = Date(timeIntervalSinceReferenceDate: 750_000_000)
    private static let maxAge = LocalMovieLoader.defaultMaxCacheAge

    @Test func keepsCachesForSevenDaysByDefault() {
        #expect(LocalMovieLoader.defaultMaxCacheAge == 604_800)
    }

    @Test func savesWithTheCurrentDate() throws {
        let (sut, store) = makeSUT()

        try sut.save(makeMovies(count: 2))

        #expect(store.retrieve() == CachedMovies(movies: makeMovies(count: 2), timestamp: Self.now))
    }

    @Test func loadsTheCacheWhenItIsJustUnderTheMaxAge() async throws {
        let (sut, _) = makeSUT(cachedAt: Self.now.addingTimeInterval(-Self.maxAge + 1))

        #expect(try await sut.load() == makeMovies(count: 3))
    }

    @Test func loadsAFreshCache() async throws {
        let (sut, _) = makeSUT(cachedAt: Self.now)

        #expect(try await sut.load() == makeMovies(count: 3))
    }

    @Test(arguments: [0.0, 1.0, 86_400.0])
    func throwsNoValidCacheAtOrOverTheMaxAge(secondsOver: TimeInterval) async {
        let (sut, _) = makeSUT(cachedAt: Self.now.addingTimeInterval(-Self.maxAge - secondsOver))

        await #expect(throws: LocalMovieLoader.Error.noValidCache) {
            try await sut.load()
        }
    }

    @Test func throwsNoValidCacheWhenNothingIsCached() async {
        let (sut, _) = makeSUT()

        await #expect(throws: LocalMovieLoader.Error.noValidCache) {
            try await sut.load()
        }
    }

    @Test func loadsACachedEmptyListAsEmpty() async throws {
        let store = InMemoryMovieStore(cache: CachedMovies(movies: [], timestamp: Self.now))
        let sut = LocalMovieLoader(store: store, currentDate: { Self.now })

        #expect(try await sut.load() == [])
    }

    @Test func rethrowsTheStoresRetrievalError() async {
        let sut = LocalMovieLoader(store: FailingMovieStore(), currentDate: { Self.now })

        await #expect(throws: AnyError()) {
            try await sut.load()
        }
    }

    @Test func honoursACustomMaxAge() async throws {
        let store = InMemoryMovieStore(cache: CachedMovies(movies: makeMovies(count: 1), timestamp: Self.now))
        let oneHourLater = Self.now.addingTimeInterval(3_600)
        let sut = LocalMovieLoader(store: store, currentDate: { oneHourLater }, maxCacheAge: 3_600)

        await #expect(throws: LocalMovieLoader.Error.noValidCache) {
            try await sut.load()
        }
    }

    @Test func loadingAnExpiredCacheDoesNotDeleteIt() async {
        let expired = Self.now.addingTimeInterval(-Self.maxAge - 1)
        let (sut, store) = makeSUT(cachedAt: expired)

        _ = try? await sut.load()

        #expect(store.retrieve()?.timestamp == expired)
    }

    @Test func validationDeletesAnExpiredCache() throws {
        let (sut, store) = makeSUT(cachedAt: Self.now.addingTimeInterval(-Self.maxAge))

        try sut.validateCache()

        #expect(store.retrieve() == nil)
    }

    @Test func validationKeepsAValidCache() throws {
        let cachedAt = Self.now.addingTimeInterval(-Self.maxAge + 1)
        let (sut, store) = makeSUT(cachedAt: cachedAt)

        try sut.validateCache()

        #expect(store.retrieve()?.timestamp == cachedAt)
    }

    @Test func validationOfAnEmptyStoreDoesNothing() throws {
        let (sut, store) = makeSUT()

        try sut.validateCache()

        #expect(store.retrieve() == nil)
    }

    @Test func validationDeletesACacheThatCannotBeRead() throws {
        let store = FailingMovieStore()
        let sut = LocalMovieLoader(store: store, currentDate: { Self.now })

        try sut.validateCache()

        #expect(store.deletionCount == 1)
    }

    @Test func describesTheMissingCache() {
        #expect(LocalMovieLoader.Error.noValidCache.description == "No saved movies recent enough to show.")
    }

    @Test func savesAndLoadsThroughAFileAcrossInstances() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let fileURL = directory.file("movies.json")
        let saver = LocalMovieLoader(store: FileMovieStore(fileURL: fileURL), currentDate: { Self.now })
        let loader = LocalMovieLoader(store: FileMovieStore(fileURL: fileURL), currentDate: { Self.now })

        try saver.save(makeMovies(count: 4))

        #expect(try await loader.load() == makeMovies(count: 4))
    }

    @Test func loadingACorruptFileThrowsAndKeepsItUntilValidation() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let fileURL = directory.file("movies.json")
        try Data("garbage".utf8).write(to: fileURL)
        let sut = LocalMovieLoader(store: FileMovieStore(fileURL: fileURL), currentDate: { Self.now })

        await #expect(throws: FileMovieStore.Error.corrupt(fileURL: fileURL)) {
            try await sut.load()
        }
        #expect(FileManager.default.fileExists(atPath: fileURL.path))

        try sut.validateCache()

        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
    }

    private func makeSUT(cachedAt timestamp: Date? = nil) -> (LocalMovieLoader, InMemoryMovieStore) {
        let store = InMemoryMovieStore(
            cache: timestamp.map { CachedMovies(movies: makeMovies(count: 3), timestamp: $0) })
        return (LocalMovieLoader(store: store, currentDate: { Self.now }), store)
    }
}
