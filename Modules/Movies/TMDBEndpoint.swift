import Foundation

/// The TMDB list pages this module reads, turned into request URLs.
///
/// Pages are 1-based; values below 1 are sent as 1. The API key is not part of the URL: send it as a
/// bearer token (see `URLSessionHTTPClient(configuration:bearerToken:limits:)`).
public enum TMDBEndpoint: Hashable, Sendable {
    /// `/movie/popular?page=N`.
    case popular(page: Int = 1)
    /// `/discover/movie?sort_by=…&page=N`.
    case discover(sortedBy: TMDBSortOrder = .popularityDescending, page: Int = 1)

    /// TMDB's v3 API root, `https://api.themoviedb.org/3`.
    public static let defaultBaseURL = URL(string: "https://api.themoviedb.org/3")!

    /// The URL of this page under `baseURL` (TMDB's own by default; a test server's in tests).
    ///
    /// - Parameter baseURL: The API root the page's path is appended to; its own query items are kept.
    /// - Returns: The page's URL, e.g. `https://api.themoviedb.org/3/movie/popular?page=1`.
    public func url(baseURL: URL = TMDBEndpoint.defaultBaseURL) -> URL {
        let endpointURL = baseURL.appending(path: path)
        guard var components = URLComponents(url: endpointURL, resolvingAgainstBaseURL: true) else {
            return endpointURL
        }
        components.queryItems = (components.queryItems ?? []) + queryItems
        return components.url ?? endpointURL
    }

    private var path: String {
        switch self {
        case .popular: "movie/popular"
        case .discover: "discover/movie"
        }
    }

    private var queryItems: [URLQueryItem] {
        switch self {
        case .popular(let page):
            [URLQueryItem(name: "page", value: String(max(1, page)))]
        case .discover(let sortOrder, let page):
            [
                URLQueryItem(name: "sort_by", value: sortOrder.rawValue),
                URLQueryItem(name: "page", value: String(max(1, page))),
            ]
        }
    }
}
