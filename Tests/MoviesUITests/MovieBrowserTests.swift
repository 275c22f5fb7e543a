import Movies
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The browser's logic in the article's style: variable bindings and stub loaders, no host.
@MainActor
@Suite struct MovieBrowserTests {
    // MARK: Loading

    @Test func load_deliversTheMoviesAndGoesIdle() async {
        let (sut, state) = makeSUT(loader: StubMovieLoader(stubs: fourMovies))

        await sut.load()

        #expect(state.movies.wrappedValue == fourMovies)
        #expect(state.status.wrappedValue == .idle)
    }

    @Test func load_marksTheStatusLoading_whileTheLoaderRuns() async {
        let status = BindingRecorder(MovieLoadStatus.idle)
        let sut = MovieBrowser(
            movies: .variable([]), status: status.binding, query: .variable(""), sort: .variable(.title),
            favorites: .variable([]), selection: .variable(nil), loader: StubMovieLoader(stubs: fourMovies)
        )

        await sut.load()

        #expect(status.writes == [.loading, .idle])
    }

    @Test func load_onFailure_keepsTheMoviesShown_andSetsTheFailedStatus() async {
        let shown = [makeMovie(id: 7, title: "Kept")]
        let (sut, state) = makeSUT(movies: shown, loader: StubMovieLoader(error: AnyError()))

        await sut.load()

        #expect(state.movies.wrappedValue == shown)
        #expect(state.status.wrappedValue == .failed("the loader failed"))
    }

    @Test func load_afterAFailure_succeedsAndClearsTheFailure() async {
        let (sut, state) = makeSUT(status: .failed("earlier"), loader: StubMovieLoader(stubs: fourMovies))

        await sut.load()

        #expect(state.status.wrappedValue == .idle)
        #expect(state.movies.wrappedValue == fourMovies)
    }

    @Test func load_whenItsTaskIsCancelled_writesNothingMore() async {
        let shown = [makeMovie(id: 7, title: "Kept")]
        let (sut, state) = makeSUT(movies: shown, loader: EndlessMovieLoader())
        let loading = Task { await sut.load() }
        while state.status.wrappedValue != .loading { await Task.yield() }

        loading.cancel()
        await loading.value

        #expect(state.status.wrappedValue == .loading)
        #expect(state.movies.wrappedValue == shown)
    }

    @Test func reload_asksForALoad_withoutLoading() {
        let loader = StubMovieLoader(stubs: fourMovies)
        let (sut, state) = makeSUT(status: .failed("earlier"), loader: loader)

        sut.reload()

        #expect(state.status.wrappedValue == .loading)
        #expect(loader.loadCount == 0)
    }

    @Test(arguments: [MovieLoadStatus.idle, .failed("earlier")])
    func reloadIfEmpty_withNoMovies_asksForALoad(status: MovieLoadStatus) {
        let (sut, state) = makeSUT(status: status)

        sut.reloadIfEmpty()

        #expect(state.status.wrappedValue == .loading)
    }

    @Test(arguments: [
        ([makeMovie()], MovieLoadStatus.idle),
        ([makeMovie()], .failed("earlier")),
        ([], .loading),
    ])
    func reloadIfEmpty_withMoviesOrALoadRunning_writesNothing(movies: [Movie], status: MovieLoadStatus) {
        let recorder = BindingRecorder(status)
        let sut = MovieBrowser(
            movies: .variable(movies), status: recorder.binding, query: .variable(""), sort: .variable(.title),
            favorites: .variable([]), selection: .variable(nil), loader: StubMovieLoader(stubs: [])
        )

        sut.reloadIfEmpty()

        #expect(recorder.writes.isEmpty)
    }

    // MARK: Search and sort (derived, not stored)

    @Test func search_matchesTitles_ignoringCaseAccentsAndSurroundingSpaces() {
        let (sut, state) = makeSUT(movies: fourMovies, query: "  AMELIE ")

        #expect(sut.visibleMovies.map(\.title) == ["Amélie"])
        #expect(state.movies.wrappedValue == fourMovies)
    }

    @Test func search_comparesEachTitleAsItIsSpelled_evenAfterAnEquivalentSpellingWasSeen() {
        // The same syllable precomposed and as three jamo: equal as Strings, folded to other bytes.
        let precomposed = Movie(id: 1, title: "\u{D55C}")
        let jamo = Movie(id: 2, title: "\u{1112}\u{1161}\u{11AB}")
        let (sut, _) = makeSUT(movies: [precomposed, jamo], query: "\u{1112}\u{1161}\u{11AB}")

        #expect(sut.visibleMovies.map(\.id) == [2])
    }

    @Test func search_withABlankQuery_showsEveryMovie() {
        let (sut, _) = makeSUT(movies: fourMovies, query: "   ")

        #expect(sut.visibleMovies.count == 4)
    }

    @Test(arguments: [
        (MovieSortOrder.title, ["12 Angry Men", "Amélie", "Blade Runner", "Heat"]),
        (.year, ["Amélie", "Heat", "12 Angry Men", "Blade Runner"]),
        (.rating, ["12 Angry Men", "Amélie", "Blade Runner", "Heat"]),
    ])
    func sort_ordersTheVisibleMovies(order: MovieSortOrder, expectedTitles: [String]) {
        let (sut, state) = makeSUT(movies: fourMovies, sort: order)

        #expect(sut.visibleMovies.map(\.title) == expectedTitles)
        #expect(state.movies.wrappedValue == fourMovies)
    }

    @Test func searchAndSort_combine() {
        let (sut, _) = makeSUT(movies: fourMovies, query: "R", sort: .year)

        #expect(sut.visibleMovies.map(\.title) == ["12 Angry Men", "Blade Runner"])
    }

    // MARK: Favourites

    @Test func setFavorite_keepsTheIDsSortedWithoutDuplicates() {
        let (sut, state) = makeSUT(movies: fourMovies, favorites: [3])

        sut.setFavorite(true, for: 4)
        sut.setFavorite(true, for: 1)
        sut.setFavorite(true, for: 4)

        #expect(state.favorites.wrappedValue == [1, 3, 4])
        #expect(sut.isFavorite(4))
    }

    @Test func setFavorite_false_removesTheID() {
        let (sut, state) = makeSUT(movies: fourMovies, favorites: [1, 3])

        sut.setFavorite(false, for: 1)
        sut.setFavorite(false, for: 2)

        #expect(state.favorites.wrappedValue == [3])
        #expect(!sut.isFavorite(1))
    }

    // MARK: Selection

    @Test func select_setsTheSelection_andShowsThatMovie() {
        let (sut, state) = makeSUT(movies: fourMovies)

        sut.select(2)

        #expect(state.selection.wrappedValue == 2)
        #expect(sut.selectedMovie?.title == "Amélie")
    }

    @Test func selectNil_clearsTheSelection() {
        let (sut, state) = makeSUT(movies: fourMovies, selection: 2)

        sut.select(nil)

        #expect(state.selection.wrappedValue == nil)
        #expect(sut.selectedMovie == nil)
    }

    @Test func aSelectionOfAMissingMovie_showsNoMovie() {
        let (sut, _) = makeSUT(movies: fourMovies, selection: 99)

        #expect(sut.selectedMovie == nil)
    }

    // MARK: Helpers

    struct Bindings {
        let movies: Binding<[Movie]>
        let status: Binding<MovieLoadStatus>
        let favorites: Binding<[Int]>
        let selection: Binding<Int?>
    }

    private func makeSUT(
        movies: [Movie] = [],
        status: MovieLoadStatus = .idle,
        query: String = "",
        sort: MovieSortOrder = .title,
        favorites: [Int] = [],
        selection: Int? = nil,
        loader: any MovieLoader = StubMovieLoader(stubs: [])
    ) -> (MovieBrowser, Bindings) {
        let state = Bindings(
            movies: .variable(movies), status: .variable(status), favorites: .variable(favorites),
            selection: .variable(selection)
        )
        let sut = MovieBrowser(
            movies: state.movies, status: state.status, query: .variable(query), sort: .variable(sort),
            favorites: state.favorites, selection: state.selection, loader: loader
        )
        return (sut, state)
    }
}
