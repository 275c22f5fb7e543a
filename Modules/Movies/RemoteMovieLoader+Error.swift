import Foundation

extension RemoteMovieLoader {
    /// Why a remote load failed.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
        /// The request did not complete: refused, timed out, reset, or the body was cut short.
        case connectivity
        /// The client stopped the request: the body was too large, it took too long, or the
        /// server redirected too often or to a URL that is not http or https.
        case stopped(HTTPClientError)
        /// The server answered 2xx with a body that is not a TMDB list page.
        case invalidData
        /// The server answered with a non-2xx status; `message` is TMDB's `status_message` when the
        /// body has one.
        case http(status: Int, message: String?)

        /// One line for people, e.g. `HTTP 401 from the movie server: Invalid API key: …`.
        public var description: String {
            switch self {
            case .connectivity:
                "Could not reach the movie server (the connection failed, timed out or was cut off)."
            case .stopped(let reason):
                "The movie server's answer was stopped: \(reason)."
            case .invalidData:
                "The movie server answered, but not with a list of movies."
            case .http(let status, let message?):
                "HTTP \(status) from the movie server: \(message)"
            case .http(let status, nil):
                "HTTP \(status) from the movie server."
            }
        }

        /// The same text as `description`.
        public var errorDescription: String? { description }
    }
}
