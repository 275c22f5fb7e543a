import Foundation
import LoopbackServer
import Testing

/// The TMDB key never goes through a proxy: a real proxy on 127.0.0.1 (the loopback server serves
/// a proxied request, `GET http://HOST:PORT/path`, by its path) is named by each variable libcurl
/// reads, the source is a loopback port nothing listens on (so only the proxy can answer), and the
/// proxy's `/echo-token-page` titles its first movie with the token it received.
@Suite struct KeyAndProxyTests {
    static let key = "tmdb-proxy-key-0123456789abcdef"

    @Test(arguments: ["http_proxy", "all_proxy", "ALL_PROXY"])
    func theKey_isNeverSentThroughAProxy(variable: String) async throws {
        let proxy = try await LoopbackHTTPServer.start()
        defer { proxy.stop() }
        let source = try refusedLoopbackURL(path: "/echo-token-page")

        let result = try await MoviesBinary.run(
            ["--source", source.absoluteString, "-c", "mount MovieBrowserComposer", "-c", "settle 20", "-c", "render"],
            environment: ["TMDB_API_KEY": Self.key, variable: proxy.baseURL.absoluteString, "no_proxy": ""])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("[ (no token) ]"), "the proxy answered, and received no key: \(result.stdout)")
        #expect(!result.stdout.contains("REDACTED"), "the proxy received the key: \(result.stdout)")
        #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))
    }

    /// A host the exemption list names is reached directly, with the key (the echo shows it, redacted).
    @Test func aHostExemptedFromTheProxy_getsTheKeyDirectly() async throws {
        let proxy = try await LoopbackHTTPServer.start()
        defer { proxy.stop() }
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let result = try await MoviesBinary.run(
            [
                "--source", server.url("/echo-token-page").absoluteString, "-c", "mount MovieBrowserComposer", "-c",
                "settle 20", "-c", "render",
            ],
            environment: [
                "TMDB_API_KEY": Self.key, "http_proxy": proxy.baseURL.absoluteString, "no_proxy": "localhost,127.0.0.1",
            ])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("[ REDACTED ]"), "the movie titled with the key: \(result.stdout)")
        #expect(!result.stdout.contains(Self.key))
    }
}
