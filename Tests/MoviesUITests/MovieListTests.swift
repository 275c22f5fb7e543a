import Movies
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The article's component, tested as the article tests it: a variable binding, no host.
@MainActor
@Suite struct MovieListTests {
    @Test func load_storesTheLoadedMovies() async {
        let expected = [makeMovie()]
        let (sut, movies) = makeSUT(loader: StubMovieLoader(stubs: expected))

        await sut.load()

        #expect(movies() == expected)
    }

    @Test func load_onFailure_leavesAnEmptyList_asTheArticleDoes() async {
        let (sut, movies) = makeSUT(movies: [makeMovie()], loader: StubMovieLoader(error: AnyError()))

        await sut.load()

        #expect(movies() == [])
    }

    @Test func rendersARowPerMovie() {
        let sut = MovieList(movies: .constant(fourMovies), loader: StubMovieLoader(stubs: []))

        assertInlineSnapshot(of: sut) {
            """
            Heat (1995) 7.9
            Amélie (2001) 7.9
            12 Angry Men (1957) 8.5
            Blade Runner (—) 7.9
            """
        }
    }

    private func makeSUT(movies: [Movie] = [], loader: any MovieLoader) -> (MovieList, () -> [Movie]) {
        let movies = Binding.variable(movies)
        let sut = MovieList(movies: movies, loader: loader)
        return (sut, { movies.wrappedValue })
    }
}
