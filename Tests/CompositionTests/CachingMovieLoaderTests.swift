import Composition
import Movies
import Testing

@Suite struct CachingMovieLoaderTests {
    @Test func success_isDelivered_andSaved() async throws {
        let movies = [makeMovie(id: 1), makeMovie(id: 2)]
        let cache = MovieCacheSpy()
        let sut = CachingMovieLoader(decoratee: StubMovieLoader(stubs: movies), cache: cache)

        #expect(try await sut.load() == movies)
        #expect(cache.savedMovies == [movies])
    }

    @Test func failure_isDelivered_andSavesNothing() async {
        let cache = MovieCacheSpy()
        let sut = CachingMovieLoader(decoratee: StubMovieLoader(error: StubError()), cache: cache)

        await #expect(throws: StubError()) { try await sut.load() }
        #expect(cache.savedMovies.isEmpty)
    }

    @Test func aFailedSave_stillDeliversTheLoadedMovies() async throws {
        let movies = [makeMovie(id: 1)]
        let cache = MovieCacheSpy(saveError: StubError(name: "cache"))
        let sut = CachingMovieLoader(decoratee: StubMovieLoader(stubs: movies), cache: cache)

        #expect(try await sut.load() == movies)
        #expect(cache.savedMovies == [movies])
    }
}
