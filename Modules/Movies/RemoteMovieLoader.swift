import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads one TMDB list page (`/movie/popular`, `/discover/movie`, …) over HTTP.
///
/// Transport failures become `Error.connectivity`, a request its client stopped (too large, too
/// slow, redirected too often or away from http) `Error.stopped`, non-2xx answers
/// `Error.http(status:message:)`, and 2xx bodies that are not a list page `Error.invalidData`;
/// nothing else is thrown.
public struct RemoteMovieLoader: MovieLoader {
    private let url: URL
    private let client: any HTTPClient

    /// Creates a loader for the page at `url`, fetched with `client`.
    ///
    /// - Parameters:
    ///   - url: The list page's URL, e.g. from ``TMDBEndpoint/url(baseURL:)``.
    ///   - client: What sends the GET request (a ``URLSessionHTTPClient``, or a stub in tests).
    public init(url: URL, client: any HTTPClient) {
        self.url = url
        self.client = client
    }

    /// Fetches the page and maps it to movies, in TMDB's order.
    ///
    /// - Returns: The page's movies, in TMDB's order.
    /// - Throws: ``RemoteMovieLoader/Error/connectivity`` when the request did not complete,
    ///   ``RemoteMovieLoader/Error/stopped(_:)`` when the client stopped it,
    ///   ``RemoteMovieLoader/Error/http(status:message:)`` for a non-2xx answer, and
    ///   ``RemoteMovieLoader/Error/invalidData`` for a 2xx body that is not a list page.
    public func load() async throws(Error) -> [Movie] {
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await client.get(from: url)
        } catch let error as HTTPClientError {
            throw .stopped(error)
        } catch {
            throw .connectivity
        }
        return try TMDBMovieListMapper.map(data, from: response)
    }
}
