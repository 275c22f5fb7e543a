import Foundation
import LoopbackServer
import Movies
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSessionHTTPClient` against a real HTTP server on 127.0.0.1.
struct URLSessionHTTPClientTests {
    @Test func returnsTheBodyAndResponseOfA200() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }

        let (data, response) = try await makeSUT().get(from: server.url("/movie/popular"))

        #expect(response.statusCode == 200)
        #expect(response.url?.path == "/movie/popular")
        #expect(String(decoding: data, as: UTF8.self).contains("Amélie"))
    }

    @Test(arguments: [("/unauthorized", 401), ("/not-found", 404), ("/server-error", 500), ("/unavailable", 503)])
    func returnsNon2xxResponsesInsteadOfThrowing(path: String, status: Int) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }

        let (_, response) = try await makeSUT().get(from: server.url(path))

        #expect(response.statusCode == status)
    }

    @Test func followsRedirects() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }

        let (_, response) = try await makeSUT().get(from: server.url("/redirect"))

        #expect(response.statusCode == 200)
        #expect(response.url?.path == "/movie/popular")
    }

    /// Only http and https: a server that redirects to `file:///etc/passwd` never gets a local
    /// file read (this Foundation asks the server for the path instead; refusing is fine too).
    @Test func aRedirectToAFileURL_neverReadsALocalFile() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }

        guard let (data, response) = try? await makeSUT().get(from: server.url("/redirect-to-file")) else { return }

        #expect(response.url?.scheme == "http")
        #expect(!String(decoding: data, as: UTF8.self).contains("root:"))
    }

    @Test func sendsTheAPIKeyAsABearerToken() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }

        let sut = makeSUT(bearerToken: APIKey("test-key-123"))

        let headers = try await echoedHeaders(from: server, using: sut)

        #expect(headers["authorization"] == "Bearer test-key-123")
    }

    @Test func sendsNoAuthorizationWithoutAnAPIKey() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }

        let headers = try await echoedHeaders(from: server, using: makeSUT())

        #expect(headers["authorization"] == nil)
    }

    @Test func asksForJSON() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }

        let headers = try await echoedHeaders(from: server, using: makeSUT())

        #expect(headers["accept"] == "application/json")
    }

    @Test(arguments: ["/truncated", "/reset", "/slow"])
    func throwsWhenTheTransferFails(path: String) async throws {
        let sut = URLSessionHTTPClient(session: makeSession(requestTimeout: 1))
        let server = try LoopbackHTTPServer()
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

    private func makeSUT(bearerToken: APIKey? = nil) -> URLSessionHTTPClient {
        URLSessionHTTPClient(session: makeSession(), bearerToken: bearerToken)
    }

    private func echoedHeaders(
        from server: LoopbackHTTPServer,
        using client: URLSessionHTTPClient
    ) async throws -> [String: String] {
        let (data, _) = try await client.get(from: server.url("/echo-headers"))
        return try JSONDecoder().decode([String: String].self, from: data)
    }
}
