import Composition
import Foundation
import LoopbackServer
import Movies
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The composed app end to end: a browser composer loading from a real HTTP server on 127.0.0.1
/// through the source-with-cache loader, with a real temporary cache directory.
@MainActor
@Suite struct CompositionAcceptanceTests {
    @Test func online_showsTheRemoteMovies_andCachesThem() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let cache = try TemporaryDirectory()
        defer { cache.remove() }

        let host = try mountBrowser(url: server.url("/movie/popular"), cache: cache)
        #expect(await host.settle(timeout: .seconds(300)), "a hang guard: it settles well before")

        assertInlineSnapshot(of: host) {
            """
            Search: []
            Sort: (*) Title ( ) Year ( ) Rating ↑ A to Z
            [ Reload ]
            2 movies
              [ Amélie ] 2001 7.9
              [ Fight Club ] — 8.4
            """
        }
        #expect(try cachedFileCount(in: cache) == 1)
    }

    @Test func offline_showsTheCachedMovies() async throws {
        let server = try await LoopbackHTTPServer.start()
        let url = server.url("/movie/popular")
        let cache = try TemporaryDirectory()
        defer { cache.remove() }
        let online = try mountBrowser(url: url, cache: cache)
        #expect(await online.settle(timeout: .seconds(300)), "a hang guard: it settles well before")
        let shownOnline = online.render()
        online.unmount()
        server.stop()

        let offline = try mountBrowser(url: url, cache: cache)
        #expect(await offline.settle(timeout: .seconds(300)), "a hang guard: it settles well before")

        #expect(offline.render() == shownOnline)
        #expect(offline.texts().contains("2 movies"))
        #expect(offline.stateSlots.first { $0.name == "status" }?.json() == #""idle""#)
    }

    @Test func offline_withNothingCached_showsTheErrorAndNoMovies() async throws {
        let cache = try TemporaryDirectory()
        defer { cache.remove() }

        let host = try mountBrowser(url: try refusedLoopbackURL(), cache: cache)
        #expect(await host.settle(timeout: .seconds(300)), "a hang guard: it settles well before")

        assertInlineSnapshot(of: host) {
            """
            Search: []
            Sort: (*) Title ( ) Year ( ) Rating ↑ A to Z
            [ Reload ]
            Load failed: Could not reach the movie server (the connection failed, timed out or was cut off).
            No movies.
            """
        }
        #expect(try cachedFileCount(in: cache) == 0)
    }

    @Test func theServersErrorIsShown_whenNothingIsCached() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let cache = try TemporaryDirectory()
        defer { cache.remove() }

        let host = try mountBrowser(url: server.url("/unauthorized"), cache: cache)
        #expect(await host.settle(timeout: .seconds(300)), "a hang guard: it settles well before")

        #expect(
            host.texts().contains(
                "Load failed: HTTP 401 from the movie server: Invalid API key: You must be granted a valid key."))
    }

    // MARK: Helpers

    private func mountBrowser(url: URL, cache: TemporaryDirectory) throws -> ViewHost {
        let source = try MovieSource(parsing: url.absoluteString)
        return ViewHost(MovieBrowserComposer(loader: source.loader(cacheDirectory: cache.url)))
    }

    private func cachedFileCount(in directory: TemporaryDirectory) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasSuffix(".json") }.count
    }
}
