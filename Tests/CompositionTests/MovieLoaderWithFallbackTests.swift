import Composition
import Movies
import Testing

@Suite struct MovieLoaderWithFallbackTests {
    @Test func primarySuccess_isDelivered_withoutAskingTheFallback() async throws {
        let primary = [makeMovie(id: 1)]
        let fallback = StubMovieLoader(stubs: [makeMovie(id: 2)])
        let sut = MovieLoaderWithFallback(primary: StubMovieLoader(stubs: primary), fallback: fallback)

        #expect(try await sut.load() == primary)
        #expect(fallback.loadCount == 0)
    }

    @Test func primaryFailure_deliversTheFallbacksMovies() async throws {
        let fallback = [makeMovie(id: 2)]
        let sut = MovieLoaderWithFallback(
            primary: StubMovieLoader(error: StubError(name: "primary")),
            fallback: StubMovieLoader(stubs: fallback)
        )

        #expect(try await sut.load() == fallback)
    }

    @Test func bothFailing_deliversThePrimarysError() async {
        let sut = MovieLoaderWithFallback(
            primary: StubMovieLoader(error: StubError(name: "primary")),
            fallback: StubMovieLoader(error: StubError(name: "fallback"))
        )

        await #expect(throws: StubError(name: "primary")) { try await sut.load() }
    }

    @Test func aCancelledLoad_doesNotFallBack() async {
        let fallback = StubMovieLoader(stubs: [makeMovie()])
        let sut = MovieLoaderWithFallback(primary: StubMovieLoader(error: StubError()), fallback: fallback)
        let load = Task { try await sut.load() }

        load.cancel()

        await #expect(throws: CancellationError.self) { try await load.value }
        #expect(fallback.loadCount == 0)
    }
}
