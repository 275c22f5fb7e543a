import Movies
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// What the browser shows in each state, as snapshots (constant bindings: nothing changes).
@MainActor
@Suite struct MovieBrowserRenderingTests {
    @Test func empty() {
        assertSnapshot(of: makeSUT())
    }

    @Test func loading_disablesReload() {
        assertSnapshot(of: makeSUT(status: .loading))
    }

    @Test func loaded() {
        assertInlineSnapshot(of: makeSUT(movies: fourMovies)) {
            """
            Search: []
            Sort: (*) Title ( ) Year ( ) Rating ↑ A to Z
            [ Reload ]
            4 movies
              [ 12 Angry Men ] 1957 8.5
              [ Amélie ] 2001 7.9
              [ Blade Runner ] — 7.9
              [ Heat ] 1995 7.9
            """
        }
    }

    @Test func theSortLine_showsEachOrdersDirection() {
        let lines = MovieSortOrder.allCases.map { order in
            ViewHost(makeSUT(sort: order)).render().split(separator: "\n")[1]
        }

        #expect(
            lines == [
                "Sort: (*) Title ( ) Year ( ) Rating ↑ A to Z",
                "Sort: ( ) Title (*) Year ( ) Rating ↓ newest first",
                "Sort: ( ) Title ( ) Year (*) Rating ↓ highest first",
            ]
        )
    }

    @Test func failed_keepsTheMoviesShown() {
        assertSnapshot(of: makeSUT(movies: fourMovies, status: .failed("HTTP 503 from the movie server.")))
    }

    @Test func failed_withNoMovies() {
        assertSnapshot(of: makeSUT(status: .failed("The failing loader always fails.")))
    }

    @Test func searchedAndSorted() {
        assertSnapshot(of: makeSUT(movies: fourMovies, query: "r", sort: .rating))
    }

    @Test func searchMatchingNothing() {
        assertSnapshot(of: makeSUT(movies: fourMovies, query: "zzz"))
    }

    @Test func detail_ofTheSelectedFavourite() {
        var movies = fourMovies
        movies[1].overview = "A shy waitress secretly improves the lives of people around her."
        assertSnapshot(of: makeSUT(movies: movies, favorites: [2, 3], selection: 2))
    }

    private func makeSUT(
        movies: [Movie] = [],
        status: MovieLoadStatus = .idle,
        query: String = "",
        sort: MovieSortOrder = .title,
        favorites: [Int] = [],
        selection: Int? = nil
    ) -> MovieBrowser {
        MovieBrowser(
            movies: .constant(movies), status: .constant(status), query: .constant(query), sort: .constant(sort),
            favorites: .constant(favorites), selection: .constant(selection), loader: StubMovieLoader(stubs: [])
        )
    }
}
