import Composition
import Movies
import Testing
import TextUI
import TextUITesting

/// The article's composition root, mounted in a host as SwiftUI would mount it.
@MainActor
@Suite struct MovieListComposerTests {
    @Test func mounted_loadsIntoItsStateAndRendersTheRows() async {
        let movies = [makeMovie(id: 1, title: "Alien", year: 1979), makeMovie(id: 2, title: "Aliens", year: 1986)]
        let host = ViewHost(MovieListComposer(loader: StubMovieLoader(stubs: movies)))

        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        assertInlineSnapshot(of: host) {
            """
            Alien (1979) 7.5
            Aliens (1986) 7.5
            """
        }
        #expect(host.stateSlots.map(\.path) == ["MovieListComposer.movies"])
        #expect(host.stateSlots.first?.value as? [Movie] == movies)
    }

    @Test func unmounting_releasesTheLoaderAndTheState() async {
        var loader: StubMovieLoader? = StubMovieLoader(stubs: [makeMovie()])
        let host = ViewHost(MovieListComposer(loader: loader!))
        #expect(await host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        await assertUnmountReleases(host) {
            defer { loader = nil }
            return [loader!]
        }
    }
}
