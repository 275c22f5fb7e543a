import Foundation
import Movies
import Testing

/// A TMDB key goes over https to TMDB's API host, or to this machine; never over plain http to
/// another machine, and on a redirect only within the same scheme, host and port.
@Suite struct APIKeyDestinationTests {
    @Test(arguments: [
        ("https://api.themoviedb.org/3/movie/popular", true), ("https://API.TheMovieDB.org/3", true),
        ("http://api.themoviedb.org/3/movie/popular", false), ("https://example.com/page.json", false),
        ("http://example.com/page.json", false), ("https://api.themoviedb.org.evil.example/3", false),
        ("http://127.0.0.1:8080/page", true), ("https://127.0.0.1/page", true), ("http://127.1.2.3/page", true),
        ("http://localhost:9000/page", true), ("http://[::1]:9000/page", true), ("http://128.0.0.1/page", false),
        ("http://127.0.0.1.evil.example/page", false), ("ftp://127.0.0.1/page", false),
    ])
    func maySend_onlyOverHTTPSToTMDB_orToThisMachine(url: String, allowed: Bool) throws {
        #expect(APIKey.maySend(to: try #require(URL(string: url)), environment: [:]) == allowed)
    }

    @Test(arguments: [
        ("https://api.themoviedb.org/3/a", "https://api.themoviedb.org/3/b", true),
        ("https://api.themoviedb.org/3/a", "http://api.themoviedb.org/3/a", false),
        ("https://api.themoviedb.org/3/a", "https://api.themoviedb.org:8443/3/a", false),
        ("https://api.themoviedb.org/3/a", "https://api.themoviedb.org:443/3/a", true),
        ("http://127.0.0.1:8080/a", "http://localhost:8080/a", false),
        ("http://127.0.0.1:8080/a", "http://127.0.0.1:8081/a", false),
        ("http://127.0.0.1:8080/a", "https://127.0.0.1:8080/a", false),
    ])
    func maySendOnRedirect_onlyWithinTheSameOrigin(from: String, to: String, allowed: Bool) throws {
        let original = try #require(URL(string: from))
        let redirect = try #require(URL(string: to))

        #expect(APIKey.maySendOnRedirect(from: original, to: redirect, environment: [:]) == allowed)
    }

    /// No key through a proxy, whatever the scheme: a variable libcurl reads for the URL's scheme
    /// (`HTTP_PROXY` it ignores), unless the exemption list names the host for certain.
    @Test(arguments: [
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128"], false),
        ("http://127.0.0.1:8000/x", ["all_proxy": "socks5://p:1080"], false),
        ("http://127.0.0.1:8000/x", ["ALL_PROXY": "http://p:3128"], false),
        ("http://127.0.0.1:8000/x", ["HTTP_PROXY": "http://p:3128"], true),
        ("http://127.0.0.1:8000/x", ["https_proxy": "http://p:3128"], true),
        ("http://127.0.0.1:8000/x", ["http_proxy": ""], true),
        ("https://127.0.0.1:8443/x", ["https_proxy": "http://p:3128"], false),
        ("https://api.themoviedb.org/3/movie/popular", ["HTTPS_PROXY": "http://p:3128"], false),
        ("https://api.themoviedb.org/3/movie/popular", ["https_proxy": "http://p:3128"], false),
        ("https://api.themoviedb.org/3/movie/popular", ["http_proxy": "http://p:3128"], true),
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128", "no_proxy": "localhost, 127.0.0.1"], true),
        ("http://localhost:8000/x", ["http_proxy": "http://p:3128", "no_proxy": ".LOCALHOST"], true),
        ("http://[::1]:8000/x", ["http_proxy": "http://p:3128", "NO_PROXY": "::1"], true),
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128", "NO_PROXY": "*"], true),
        ("https://api.themoviedb.org/3", ["https_proxy": "http://p:3128", "no_proxy": "themoviedb.org"], true),
        // Only what surely exempts the host: not a look-alike, a range, a port, or NO_PROXY when no_proxy is set.
        ("https://api.themoviedb.org/3", ["https_proxy": "http://p:3128", "no_proxy": "moviedb.org"], false),
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128", "no_proxy": "127.0.0.0/8"], false),
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128", "no_proxy": "127.0.0.1:8000"], false),
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128", "no_proxy": "127.0.0"], false),
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128", "no_proxy": "", "NO_PROXY": "*"], false),
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128", "no_proxy": "a,*"], false),
        ("http://127.0.0.1:8000/x", ["http_proxy": "http://p:3128", "no_proxy": "localhost 127.0.0.1"], false),
        ("http://[::1]:8000/x", ["http_proxy": "http://p:3128", "no_proxy": "[::1]"], false),
    ])
    func maySend_neverThroughAProxy(url: String, environment: [String: String], allowed: Bool) throws {
        #expect(APIKey.maySend(to: try #require(URL(string: url)), environment: environment) == allowed)
    }

    @Test func maySendOnRedirect_neverThroughAProxy() throws {
        let original = try #require(URL(string: "http://127.0.0.1:8000/a"))
        let redirect = try #require(URL(string: "http://127.0.0.1:8000/b"))

        #expect(!APIKey.maySendOnRedirect(from: original, to: redirect, environment: ["all_proxy": "http://p:1"]))
    }
}
