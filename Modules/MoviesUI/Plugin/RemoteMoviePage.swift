import Foundation
import Movies

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A TMDB list page on the web, given as an http or https URL: what the `remote URL` loader
/// choice (and Composition's `MovieSource`) read. Its loader presents the `TMDB_API_KEY`
/// environment variable as a bearer token when it is set, to TMDB's API host or this machine only.
public struct RemoteMoviePage: Hashable, Sendable, CustomStringConvertible {
    /// Text that is not an http or https URL with a host.
    public struct InvalidURL: Error, Equatable, CustomStringConvertible, LocalizedError {
        /// The text given.
        public let text: String
        /// One line for people.
        public var description: String { "\"\(text)\" is not an http or https URL" }
        /// The same text as `description`.
        public var errorDescription: String? { description }
    }

    /// The page's URL.
    public let url: URL

    /// The page at `text` (surrounding spaces ignored); throws ``InvalidURL`` unless it is an
    /// http or https URL with a host.
    ///
    /// - Parameter text: The page's URL as text, e.g. `https://api.themoviedb.org/3/movie/popular`.
    /// - Throws: ``RemoteMoviePage/InvalidURL`` holding `text` when it is not an http or https URL with a host.
    public init(_ text: String) throws(InvalidURL) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { throw InvalidURL(text: text) }
        self.url = url
    }

    /// The URL as text.
    public var description: String { url.absoluteString }

    /// A loader for this page over an ephemeral session (15 s without data ends it) within
    /// ``/Movies/HTTPLimits``' defaults (64 MiB, 30 s in all, 10 redirects), presenting the key in
    /// `environment` (`TMDB_API_KEY`) as a bearer token where ``/Movies/APIKey/maySend(to:environment:)`` allows.
    ///
    /// - Parameter environment: Where the key is read (this process's environment by default); no key, no header.
    /// - Returns: A loader that fetches this page each time it loads.
    public func loader(environment: [String: String] = ProcessInfo.processInfo.environment) -> RemoteMovieLoader {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 15
        let client = URLSessionHTTPClient(configuration: configuration, bearerToken: APIKey(environment: environment))
        return RemoteMovieLoader(url: url, client: client)
    }
}
