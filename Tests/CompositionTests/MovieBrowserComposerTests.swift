import Composition
import Movies
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The browser's composer mounted in a host: it loads on appear, reloads through its status, and
/// is operated by labels as a person would.
@MainActor
@Suite struct MovieBrowserComposerTests {
    let movies = [
        makeMovie(id: 1, title: "Heat", year: 1995),
        makeMovie(id: 2, title: "Amélie", year: 2001),
        makeMovie(id: 3, title: "Alien", year: 1979),
    ]

    @Test func mounted_loadsOnAppear() async {
        let loader = StubMovieLoader(stubs: movies)
        let host = ViewHost(MovieBrowserComposer(loader: loader))

        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(loader.loadCount == 1)
        #expect(state("status", in: host) as? MovieLoadStatus == .idle)
        #expect(state("movies", in: host) as? [Movie] == movies)
    }

    @Test func whileLoading_showsProgress_andReloadIsDisabled() throws {
        let host = ViewHost(MovieBrowserComposer(loader: EndlessMovieLoader()))
        defer { host.unmount() }

        #expect(host.render().contains("[ Reload ] (disabled)\n[...] Loading"))
        #expect(throws: ViewHostError.controlDisabled(kind: .button, label: "Reload")) { try host.tap("Reload") }
    }

    @Test func aFailedReload_keepsTheMoviesShown_andShowsTheError() async throws {
        let loader = SequenceMovieLoader([.success(movies), .failure(StubError(name: "network"))])
        let host = ViewHost(MovieBrowserComposer(loader: loader))
        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        try host.tap("Reload")
        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(state("movies", in: host) as? [Movie] == movies)
        #expect(state("status", in: host) as? MovieLoadStatus == .failed("the network loader failed"))
        assertSnapshot(of: host)
    }

    @Test func aReloadAfterAFailure_showsTheNewMovies() async throws {
        let fresh = [makeMovie(id: 9, title: "Solaris", year: 1972)]
        let loader = SequenceMovieLoader([.failure(StubError(name: "network")), .success(fresh)])
        let host = ViewHost(MovieBrowserComposer(loader: loader))
        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        #expect(host.texts().contains("Load failed: the network loader failed"))

        try host.tap("Reload")
        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(state("movies", in: host) as? [Movie] == fresh)
        #expect(state("status", in: host) as? MovieLoadStatus == .idle)
    }

    @Test func searchSortSelectAndFavourite_byLabel() async throws {
        let host = ViewHost(MovieBrowserComposer(loader: StubMovieLoader(stubs: movies)))
        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        try host.type("al", into: "Search")
        try host.select("Year", in: "Sort")
        try host.tap("Alien")
        try host.toggle("Favorite")

        assertSnapshot(of: host)
        #expect(state("favorites", in: host) as? [Int] == [3])

        try host.tap("Close")

        #expect(host.stateSlots.first { $0.name == "selection" }?.json() == "null")
        #expect(!host.render().contains("[x] Favorite"))
    }

    @Test func changingOneMovie_reevaluatesOnlyItsRow() async throws {
        let host = ViewHost(MovieBrowserComposer(loader: StubMovieLoader(stubs: movies)))
        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        _ = host.render()  // a list makes its rows when it is shown
        host.resetBodyEvaluationCounts()
        var changed = movies
        changed[1].title = "Le Fabuleux Destin d'Amélie Poulain"

        try host.setState("movies", to: changed)
        _ = host.render()

        #expect(host.bodyEvaluationCount(of: MovieBrowserRow.self) == 1)
    }

    @Test func selectingAMovie_reevaluatesOnlyTheRowsWhoseMarksChange() async throws {
        let host = ViewHost(MovieBrowserComposer(loader: StubMovieLoader(stubs: movies)))
        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        try host.tap("Heat")
        host.resetBodyEvaluationCounts()

        try host.tap("Alien")

        #expect(host.bodyEvaluationCount(of: MovieBrowserRow.self) == 2)
    }

    @Test func unmounting_cancelsTheLoad_andReleasesEverything() async {
        var loader: EndlessMovieLoader? = EndlessMovieLoader()
        let host = ViewHost(MovieBrowserComposer(loader: loader!))
        #expect(host.runningTasks.count >= 1)

        await assertUnmountReleases(host) {
            defer { loader = nil }
            return [loader!]
        }
    }

    private func state(_ name: String, in host: ViewHost) -> Any? {
        host.stateSlots.first { $0.name == name }?.value
    }
}
