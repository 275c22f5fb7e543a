import Foundation

extension FileMovieStore {
    /// Why the file store could not read or change its file.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
        /// The file exists but is not a movie cache (bad JSON, missing or mistyped fields).
        case corrupt(fileURL: URL)
        /// The file is a movie cache of another format version.
        case unsupportedVersion(Int, fileURL: URL)
        /// The file exists but could not be read (permissions, a directory, I/O).
        case unreadable(fileURL: URL, reason: String)
        /// The file is larger than the cap (sizes in bytes); it was not read.
        case tooLarge(fileURL: URL, size: Int, limit: Int)
        /// The file is not the user's own private file (`reason` says how): another user's, or one
        /// others may write to, as a cache planted in a shared folder would be. It is not served.
        case notPrivate(fileURL: URL, reason: String)
        /// The new cache could not be written; the previous file, if any, is unchanged.
        case writeFailed(fileURL: URL, reason: String)
        /// The file could not be removed.
        case deleteFailed(fileURL: URL, reason: String)

        /// One line for people, naming the file.
        public var description: String {
            switch self {
            case .corrupt(let fileURL):
                "The movie cache at \(fileURL.path) is corrupt."
            case .unsupportedVersion(let version, let fileURL):
                "The movie cache at \(fileURL.path) has format version \(version); this build reads version "
                    + "\(FileMovieStore.formatVersion)."
            case .unreadable(let fileURL, let reason):
                "The movie cache at \(fileURL.path) could not be read: \(reason)"
            case .tooLarge(let fileURL, let size, let limit):
                "The movie cache at \(fileURL.path) is too large (\(size) bytes; the limit is "
                    + "\(limit / (1024 * 1024)) MiB)."
            case .notPrivate(let fileURL, let reason):
                "The movie cache at \(fileURL.path) is not read: \(reason)."
            case .writeFailed(let fileURL, let reason):
                "The movie cache at \(fileURL.path) could not be saved: \(reason)"
            case .deleteFailed(let fileURL, let reason):
                "The movie cache at \(fileURL.path) could not be deleted: \(reason)"
            }
        }

        /// The same text as `description`.
        public var errorDescription: String? { description }
    }
}
