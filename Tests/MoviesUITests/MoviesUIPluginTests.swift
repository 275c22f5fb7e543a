import Catalog
import Foundation
import Movies
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The catalog as a tool uses it: by name and JSON, with the loader swapped by choice name.
@MainActor
@Suite struct MoviesUIPluginTests {
    @Test func catalog_namesItsComponents() {
        #expect(MoviesUIPlugin.catalog.name == "MoviesUI")
        #expect(MoviesUIPlugin.catalog.components.map(\.name) == ["MovieRow", "MovieList", "MovieBrowser"])
    }

    @Test func browser_declaresItsBindingsWithTypesAndDefaults() throws {
        let bindings = try MoviesUIPlugin.catalog.component(named: "MovieBrowser").bindings()

        #expect(bindings.map(\.name) == ["movies", "status", "query", "sort", "favorites", "selection"])
        #expect(
            bindings.map(\.typeName) == [
                "Array<Movie>", "MovieLoadStatus", "String", "MovieSortOrder", "Array<Int>", "Optional<Int>",
            ])
        #expect(bindings.map(\.defaultJSON) == ["[]", #""idle""#, #""""#, #""title""#, "[]", "null"])
    }

    @Test func listAndRow_declareTheirBindings() throws {
        let list = try MoviesUIPlugin.catalog.component(named: "MovieList").bindings()
        let row = try MoviesUIPlugin.catalog.component(named: "MovieRow").bindings()

        #expect(list.map(\.name) == ["movies"])
        #expect(row.map(\.name) == ["movie"])
        #expect(row.map(\.typeName) == ["Movie"])
    }

    @Test func loader_offersItsChoices_sampleFirst() throws {
        let dependency = try MoviesUIPlugin.catalog.component(named: "MovieBrowser").dependency(named: "loader")

        #expect(dependency.choices.map(\.name) == ["sample", "empty", "failing", "slow", "remote"])
        #expect(dependency.choices.map(\.argumentName) == [nil, nil, nil, nil, "URL"])
        #expect(dependency.defaultChoice == "sample")
        #expect(try MoviesUIPlugin.catalog.component(named: "MovieRow").dependencies.isEmpty)
    }

    @Test func sampleEmptyAndFailing_loadWhatTheySay() async throws {
        #expect(try await loader("sample").load() == SampleCatalog.movies())
        #expect(try await loader("empty").load() == [])
        await #expect {
            try await loader("failing").load()
        } throws: { error in
            "\(error)" == "The failing loader always fails."
        }
    }

    @Test func slow_isCancelledWhileItWaits() async throws {
        let slow = try loader("slow")
        let load = Task { try await slow.load() }

        load.cancel()

        await #expect(throws: CancellationError.self) { try await load.value }
    }

    @Test func remote_acceptsOnlyHTTPAndHTTPSURLs() throws {
        #expect(throws: Never.self) { try loader("remote", "https://api.themoviedb.org/3/movie/popular") }
        #expect(throws: Never.self) { try loader("remote", "http://127.0.0.1:8080/movie/popular") }
        for text in ["ftp://example.com/list", "file:///tmp/page.json", "popular", "http://"] {
            #expect(
                throws: CatalogError.choiceFailed(
                    dependency: "loader", choice: "remote", reason: "\"\(text)\" is not an http or https URL")
            ) {
                try loader("remote", text)
            }
        }
    }

    // MARK: Mounted by name

    @Test func browser_mounted_loadsTheSampleOnAppear() async throws {
        let mounted = try mount("MovieBrowser")

        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(try (mounted.value(of: "movies") as? [Movie])?.count == SampleCatalog.movies().count)
        #expect(try mounted.json(of: "status") == #""idle""#)
        #expect(mounted.host.texts().contains("32 movies"))
    }

    @Test func browser_mountedWithTheSlowLoader_showsLoading() throws {
        let mounted = try mount("MovieBrowser", loader: "slow")
        defer { mounted.unmount() }

        #expect(try mounted.json(of: "status") == #""loading""#)
        #expect(mounted.host.render().contains("[ Reload ] (disabled)\n[...] Loading"))
    }

    @Test func browser_operatedByLabel_writesItsBindings() async throws {
        let mounted = try mount("MovieBrowser")
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        try mounted.host.type("god", into: "Search")
        try mounted.host.select("Rating", in: "Sort")
        try mounted.host.tap("The Godfather Part II")
        try mounted.host.toggle("Favorite")

        #expect(try mounted.json(of: "query") == #""god""#)
        #expect(try mounted.json(of: "sort") == #""rating""#)
        #expect(try mounted.json(of: "selection") == "240")
        #expect(try mounted.json(of: "favorites") == "[240]")
        assertSnapshot(of: mounted.host)
    }

    @Test func browser_aFailedReload_keepsTheMovies_andShowsTheError() async throws {
        let mounted = try mount("MovieBrowser")
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        try mounted.use("loader", DependencySelection("failing"))
        try mounted.host.tap("Reload")
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(try mounted.json(of: "status") == #"{"failed":"The failing loader always fails."}"#)
        #expect(try (mounted.value(of: "movies") as? [Movie])?.count == SampleCatalog.movies().count)
        #expect(mounted.host.texts().contains("Load failed: The failing loader always fails."))
    }

    @Test func browser_afterAFailedFirstLoad_loadsAgainWithTheNextLoader() async throws {
        let mounted = try mount("MovieBrowser", loader: "failing")
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        #expect(try mounted.json(of: "status") == #"{"failed":"The failing loader always fails."}"#)

        try mounted.use("loader", DependencySelection("sample"))
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(try mounted.json(of: "status") == #""idle""#)
        #expect(mounted.host.texts().contains("32 movies"))
    }

    @Test func list_mounted_loadsTheSample() async throws {
        let mounted = try mount("MovieList")

        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(
            mounted.host.render(rowLimit: 2)
                == "The Shawshank Redemption (1994) 8.7\nThe Godfather (1972) 8.7\n… 30 more")
    }

    @Test func row_mounted_showsItsMovieBinding() throws {
        let mounted = try mount("MovieRow")

        try mounted.setJSON(#"{"id":1,"title":"Alien","releaseDate":"1979-05-25","rating":8.16}"#, for: "movie")

        #expect(mounted.host.render() == "Alien (1979) 8.2")
    }

    // MARK: Helpers

    private func loader(_ choice: String, _ argument: String? = nil) throws -> any MovieLoader {
        try MoviesUIPlugin.loader.make(choice: choice, argument: argument)
    }

    private func mount(_ name: String, loader: String = "sample") throws -> MountedComponent {
        let component = try MoviesUIPlugin.catalog.component(named: name)
        let selections = component.dependencies.isEmpty ? [:] : ["loader": DependencySelection(loader)]
        return try MountedComponent(component, selections: selections)
    }
}
