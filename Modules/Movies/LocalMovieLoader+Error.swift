import Foundation

extension LocalMovieLoader {
    /// Why the local loader has nothing to serve.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
        /// Nothing is cached, or the cache is older than the maximum age.
        case noValidCache

        /// One line for people.
        public var description: String {
            switch self {
            case .noValidCache: "No saved movies recent enough to show."
            }
        }

        /// The same text as `description`.
        public var errorDescription: String? { description }
    }
}
