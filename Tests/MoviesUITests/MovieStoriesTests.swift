import Catalog
import Foundation
import Movies
import MoviesUI
import Testing
import TextUI

/// Each Movies component has the stories a reviewer asks for first (loading, nothing, a failure, long
/// titles, many rows), and each story mounts and shows what its name says.
@MainActor
@Suite struct MovieStoriesTests {
    private func mount(_ component: String, _ story: String) async throws -> MountedComponent {
        let descriptor = try MoviesUIPlugin.catalog.component(named: component)
        let chosen = try descriptor.story(named: story)
        let mounted = try MountedComponent(
            descriptor.showing(chosen), json: chosen.values().map { ($0.name, $0.json) },
            selections: chosen.selections)
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        return mounted
    }

    @Test func theBrowsersStories_areLoadingEmptyErrorLongTitlesAndTenThousandRows() throws {
        let stories = try MoviesUIPlugin.catalog.component(named: "MovieBrowser").stories
        #expect(stories.map(\.key) == ["Loading", "Empty", "Error", "LongTitles", "10000Rows"])
        #expect(
            try MoviesUIPlugin.catalog.component(named: "MovieList").stories.map(\.key) == [
                "Loading", "Empty", "Error",
            ])
    }

    @Test func error_showsTheFailure() async throws {
        let mounted = try await mount("MovieBrowser", "Error")
        #expect(mounted.host.render().contains("Load failed: The failing loader always fails."))
        mounted.unmount()
    }

    @Test func empty_showsNoMovies() async throws {
        let mounted = try await mount("MovieList", "Empty")
        #expect(try mounted.json(of: "movies") == "[]")
        mounted.unmount()
    }

    @Test func loading_mountsWithTheSlowLoader_andShowsTheLoadRunning() throws {
        let descriptor = try MoviesUIPlugin.catalog.component(named: "MovieBrowser")
        let story = try descriptor.story(named: "Loading")
        let mounted = try MountedComponent(descriptor, selections: story.selections)
        #expect(try mounted.selections["loader"] == DependencySelection("slow"))
        // The slow loader takes 2 seconds; nothing has settled yet, so the load is still running.
        #expect(try mounted.json(of: "status") == #""loading""#)
        mounted.unmount()
    }

    @Test func longTitles_andTenThousandRows_startWithTheirMovies() async throws {
        let long = try await mount("MovieBrowser", "LongTitles")
        #expect(long.host.render().contains("Dr. Strangelove or: How I Learned to Stop Worrying"))
        long.unmount()
        let many = try await mount("MovieBrowser", "10000Rows")
        #expect(many.host.render(rowLimit: 3).contains("10000 movies"))
        let movies = try JSONDecoder().decode([Movie].self, from: Data(many.json(of: "movies").utf8))
        #expect(movies.count == 10_000)
        #expect(Set(movies.map(\.id)).count == 10_000)
        many.unmount()
    }
}
