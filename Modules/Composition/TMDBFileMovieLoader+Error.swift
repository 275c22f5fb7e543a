import Foundation

extension TMDBFileMovieLoader {
    /// Why a movie file could not be loaded.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
        /// Nothing is at the path.
        case notFound(path: String)
        /// The path is a directory.
        case isDirectory(path: String)
        /// The path is not a regular file: `kind` is "a FIFO", "a device", "a socket".
        case notARegularFile(path: String, kind: String)
        /// The file exists but could not be read.
        case unreadable(path: String, reason: String)
        /// The file is larger than the limit (sizes in bytes; `size` may be "at least").
        case tooLarge(path: String, size: Int, limit: Int)
        /// The file was read but is not a TMDB list page.
        case notAListPage(path: String)

        /// One line for people, naming the file.
        public var description: String {
            switch self {
            case .notFound(let path):
                "There is no movie file at \(path)."
            case .isDirectory(let path):
                "\(path) is a directory, not a movie file."
            case .notARegularFile(let path, let kind):
                "\(path) is \(kind), not a movie file."
            case .unreadable(let path, let reason):
                "The movie file \(path) could not be read: \(reason)"
            case .tooLarge(let path, let size, let limit):
                "The movie file \(path) is too large (\(size) bytes; the limit is \(limit / (1024 * 1024)) MiB)."
            case .notAListPage(let path):
                "The movie file \(path) is not a TMDB list page."
            }
        }

        /// The same text as `description`.
        public var errorDescription: String? { description }
    }
}
