import Foundation
import LoopbackServer
import Movies
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSessionHTTPClient` against a real HTTP server on 127.0.0.1: it returns what the server
/// answers, within its limits (body size, overall deadline, redirects), and sends the key only
/// where it may go.
struct URLSessionHTTPClientTests {
    @Test func returnsTheBodyAndResponseOfA200() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let (data, response) = try await makeSUT().get(from: server.url("/movie/popular"))

        #expect(response.statusCode == 200)
        #expect(response.url?.path == "/movie/popular")
        #expect(String(decoding: data, as: UTF8.self).contains("Amélie"))
    }

    @Test(arguments: [("/unauthorized", 401), ("/not-found", 404), ("/server-error", 500), ("/unavailable", 503)])
    func returnsNon2xxResponsesInsteadOfThrowing(path: String, status: Int) async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let (_, response) = try await makeSUT().get(from: server.url(path))

        #expect(response.statusCode == status)
    }

    @Test func followsRedirects() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let (_, response) = try await makeSUT().get(from: server.url("/redirect"))

        #expect(response.statusCode == 200)
        #expect(response.url?.path == "/movie/popular")
    }

    /// Only http and https: a server that redirects to `file:///etc/passwd` never gets a local
    /// file read, nor the path asked of itself (which this Foundation would do).
    @Test func aRedirectToAFileURL_isRefused() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        await #expect(throws: HTTPClientError.redirectRefused(scheme: "file")) {
            try await makeSUT().get(from: server.url("/redirect-to-file"))
        }
    }

    @Test func aRedirectLoop_isStoppedAfterTheLimit() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let sut = makeSUT(limits: HTTPLimits(deadline: hangGuard, maximumRedirects: 3))

        await #expect(throws: HTTPClientError.tooManyRedirects(limit: 3)) {
            try await sut.get(from: server.url("/redirect-loop"))
        }
    }

    @Test(arguments: ["/endless", "/endless-announced"])
    func aBodyOverTheCap_isStoppedThere(path: String) async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let sut = makeSUT(limits: HTTPLimits(maximumBodySize: 1 << 20, deadline: hangGuard))

        await #expect(throws: HTTPClientError.bodyTooLarge(limit: 1 << 20)) {
            try await sut.get(from: server.url(path))
        }
    }

    @Test func aBodyAtTheCap_isDelivered() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let size = try await makeSUT().get(from: server.url("/movie/popular")).0.count

        let (data, _) = try await makeSUT(limits: HTTPLimits(maximumBodySize: size, deadline: hangGuard)).get(
            from: server.url("/movie/popular"))

        #expect(data.count == size)
    }

    /// The server sends a byte every 0.5 s, so the idle timeout (10 s) never fires: the overall
    /// deadline ends the request.
    @Test(.timeLimit(.minutes(5))) func aDrippingBody_isStoppedAtTheDeadline() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let sut = makeSUT(limits: HTTPLimits(deadline: .seconds(2)))

        await #expect(throws: HTTPClientError.deadlineExceeded(.seconds(2))) {
            try await sut.get(from: server.url("/drip"))
        }
    }

    @Test func theKey_followsARedirectOnTheSameHost() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let headers = try await echoedHeaders(
            from: server, path: "/redirect-to-echo-headers", using: makeSUT(bearerToken: APIKey("test-key-123")))

        #expect(headers["authorization"] == "Bearer test-key-123")
    }

    @Test func theKey_isDroppedOnARedirectToAnotherHost() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let headers = try await echoedHeaders(
            from: server, path: "/redirect-to-other-host", using: makeSUT(bearerToken: APIKey("test-key-123")))

        #expect(headers["host"]?.hasPrefix("localhost:") == true, "the redirect was followed")
        #expect(headers["authorization"] == nil)
    }

    @Test func sendsTheAPIKeyAsABearerToken() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let sut = makeSUT(bearerToken: APIKey("test-key-123"))

        let headers = try await echoedHeaders(from: server, using: sut)

        #expect(headers["authorization"] == "Bearer test-key-123")
    }

    @Test func sendsNoAuthorizationWithoutAnAPIKey() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let headers = try await echoedHeaders(from: server, using: makeSUT())

        #expect(headers["authorization"] == nil)
    }

    @Test func asksForJSON() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let headers = try await echoedHeaders(from: server, using: makeSUT())

        #expect(headers["accept"] == "application/json")
    }

    @Test(arguments: ["/truncated", "/reset", "/slow"])
    func throwsWhenTheTransferFails(path: String) async throws {
        let sut = URLSessionHTTPClient(configuration: makeSessionConfiguration(requestTimeout: 1))
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        await #expect(throws: (any Error).self) {
            try await sut.get(from: server.url(path))
        }
    }

    @Test func throwsWhenTheConnectionIsRefused() async throws {
        let url = try refusedLoopbackURL()

        await #expect(throws: (any Error).self) {
            try await makeSUT().get(from: url)
        }
    }

    /// The whole-request deadline of tests that are not about it: a hang guard, not a measure (a
    /// loopback answer took over 30 s while ThreadSanitizer and another suite shared two cores).
    private let hangGuard = Duration.seconds(300)

    private func makeSUT(bearerToken: APIKey? = nil, limits: HTTPLimits? = nil) -> URLSessionHTTPClient {
        let limits = limits ?? HTTPLimits(deadline: hangGuard)
        return URLSessionHTTPClient(configuration: makeSessionConfiguration(), bearerToken: bearerToken, limits: limits)
    }

    private func echoedHeaders(
        from server: LoopbackHTTPServer,
        path: String = "/echo-headers",
        using client: URLSessionHTTPClient
    ) async throws -> [String: String] {
        let (data, _) = try await client.get(from: server.url(path))
        return try JSONDecoder().decode([String: String].self, from: data)
    }
}
