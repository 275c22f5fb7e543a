import Catalog
import Composition
import Foundation
import LoopbackServer
import Movies
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The composers' catalog as a tool uses it.
@MainActor
@Suite struct CompositionPluginTests {
    @Test func catalog_namesItsComposers_whichDeclareNoBindings() throws {
        let catalog = CompositionPlugin.catalog()

        #expect(catalog.name == "Composition")
        #expect(catalog.components.map(\.name) == ["MovieListComposer", "MovieBrowserComposer"])
        for component in catalog.components {
            #expect(component.bindings().isEmpty)
        }
    }

    @Test func loader_offersTheConfiguredLoaderFirst_thenMoviesUIsChoices() throws {
        let cache = URL(fileURLWithPath: "/var/cache/movies")
        let catalog = CompositionPlugin.catalog(
            source: try MovieSource(parsing: "file:/data/page.json"), cacheDirectory: cache)
        let dependency = try catalog.component(named: "MovieBrowserComposer").dependency(named: "loader")

        #expect(dependency.choices.map(\.name) == ["configured", "sample", "empty", "failing", "slow", "remote"])
        #expect(dependency.defaultChoice == "configured")
        #expect(dependency.choices[0].summary == "file:/data/page.json, cached in /var/cache/movies")
        #expect(CompositionPlugin.loader().choices[0].summary == "sample, not cached")
    }

    @Test func browserComposer_mountedByName_loadsTheConfiguredSource() async throws {
        let page = try TemporaryDirectory()
        defer { page.remove() }
        let file = page.file("page.json")
        try Data(SampleCatalog.json.utf8).write(to: file)
        let catalog = CompositionPlugin.catalog(source: .file(file))

        let mounted = try MountedComponent(catalog.component(named: "MovieBrowserComposer"))
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(mounted.host.texts().contains("32 movies"))
    }

    @Test func swappingTheLoader_mountsTheComposerAgain_withFreshState() async throws {
        let mounted = try MountedComponent(CompositionPlugin.catalog().component(named: "MovieBrowserComposer"))
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        try mounted.host.tap("The Godfather")

        try mounted.use("loader", DependencySelection("failing"))
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        assertSnapshot(of: mounted.host)
    }

    @Test func listComposer_mountedByName_showsTheArticlesList() async throws {
        let mounted = try MountedComponent(CompositionPlugin.catalog().component(named: "MovieListComposer"))
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(mounted.host.render(rowLimit: 1) == "The Shawshank Redemption (1994) 8.7\n… 31 more")
    }
}
