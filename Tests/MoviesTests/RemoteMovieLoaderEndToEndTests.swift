import Foundation
import LoopbackServer
import Movies
import Testing

/// `RemoteMovieLoader` with a `URLSessionHTTPClient` against a real HTTP server on 127.0.0.1.
struct RemoteMovieLoaderEndToEndTests {
    @Test func loadsAPageWithRealWorldQuirks() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let movies = try await makeSUT(url: server.url("/movie/popular")).load()

        #expect(movies.map(\.id) == [194, 550])
        #expect(movies[0].title == "Amélie")
        #expect(movies[0].posterPath == nil)
        #expect(movies[0].releaseDate == ReleaseDate(year: 2001, month: 4, day: 25))
        #expect(movies[1].releaseDate == nil)
        #expect(movies[1].posterPath == "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
    }

    @Test(arguments: [
        TMDBEndpoint.popular(page: 2), .discover(sortedBy: .ratingDescending, page: 1), .discover(),
    ])
    func loadsTheURLsTheEndpointBuilds(endpoint: TMDBEndpoint) async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let movies = try await makeSUT(url: endpoint.url(baseURL: server.baseURL)).load()

        #expect(movies.count == 2)
    }

    @Test func followsARedirectToThePage() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        #expect(try await makeSUT(url: server.url("/redirect")).load().count == 2)
    }

    private static let invalidKeyMessage = "Invalid API key: You must be granted a valid key."
    private static let notFoundMessage = "The resource you requested could not be found."

    @Test(arguments: [
        ("/unauthorized", RemoteMovieLoader.Error.http(status: 401, message: invalidKeyMessage)),
        ("/not-found", .http(status: 404, message: notFoundMessage)),
        ("/server-error", .http(status: 500, message: nil)),
        ("/unavailable", .http(status: 503, message: nil)),
        ("/invalid-json", .invalidData),
        ("/truncated", .connectivity),
        ("/reset", .connectivity),
    ])
    func mapsEachFailureToItsError(path: String, expected: RemoteMovieLoader.Error) async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        await #expect(throws: expected) {
            try await makeSUT(url: server.url(path)).load()
        }
    }

    /// The server answers after 300 s: a loader that did not give up would get its page, so the
    /// error is the proof (no clock is read: a busy machine stretches the wait).
    @Test func givesUpOnASlowServerAfterTheSessionTimeout() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        await #expect(throws: RemoteMovieLoader.Error.connectivity) {
            try await makeSUT(url: server.url("/slow"), requestTimeout: 1).load()
        }
    }

    @Test func deliversConnectivityErrorWhenTheConnectionIsRefused() async throws {
        let url = try refusedLoopbackURL()

        await #expect(throws: RemoteMovieLoader.Error.connectivity) {
            try await makeSUT(url: url).load()
        }
    }

    /// Timeouts are hang guards here (300 s) but in the test about them: a loopback answer took
    /// over 30 s while ThreadSanitizer and another suite shared two cores.
    private func makeSUT(url: URL, requestTimeout: TimeInterval = 300) -> RemoteMovieLoader {
        RemoteMovieLoader(
            url: url,
            client: URLSessionHTTPClient(
                configuration: makeSessionConfiguration(requestTimeout: requestTimeout),
                limits: HTTPLimits(deadline: .seconds(300))))
    }
}
