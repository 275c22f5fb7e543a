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
        #expect(APIKey.maySend(to: try #require(URL(string: url))) == allowed)
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

        #expect(APIKey.maySendOnRedirect(from: original, to: redirect) == allowed)
    }
}
