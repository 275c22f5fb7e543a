import FileReading
import Foundation

/// A `MovieStore` that keeps the cache in one JSON file.
///
/// The file reads `{"version":1,"timestamp":…,"movies":[…]}`, where `timestamp` is seconds since
/// Foundation's reference date (2001-01-01 UTC), so a saved `Date` comes back exactly, and each movie
/// has `Movie`'s `Codable` form. Saving writes a uniquely named temporary file in the same directory,
/// flushes it to disk and renames it over the target, so a crash mid-save or two concurrent writers
/// never leave a torn file. The file is private (0600), and so is a directory it creates (0700);
/// it is read only when it still is (the user's own, writable by no one else) and at most
/// ``maximumFileSize`` long. An absent file retrieves as nil; a corrupt, other-version, foreign or
/// oversized file throws `FileMovieStore.Error` and is left untouched. A save's temporary file is
/// removed when the process exits mid-save; one that a kill left behind is swept by the next
/// ``retrieve()`` or ``insert(_:timestamp:)`` once nothing has written to it for
/// `TemporaryFiles.staleAge` (a fresh one may be another process's save in progress).
public struct FileMovieStore: MovieStore {
    /// The format version this store writes and reads.
    public static let formatVersion = 1

    /// The largest cache file it reads: 64 MiB, as a `file:` movie source.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// A warning when others may write to `directory` (a shared folder, where another user could
    /// leave a cache for this one to serve): such a cache is not read; nil for a private folder or
    /// one that does not exist yet.
    ///
    /// - Parameter directory: The folder that holds (or will hold) the cache.
    /// - Returns: One line to show at start, or nil.
    public static func sharedFolderWarning(for directory: URL) -> String? {
        var status = stat()
        guard stat(directory.path, &status) == 0, status.st_mode & 0o022 != 0 else { return nil }
        return "the cache folder \(directory.path) is writable by other users: "
            + "a cache file that is not your own private file is not read"
    }

    /// Where the cache lives.
    public let fileURL: URL

    /// Creates a store for the file at `fileURL`; its directory is created on the first save.
    ///
    /// - Parameter fileURL: The cache file's location; nothing is read or created until it is used.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Reads the cache: nil when the file does not exist.
    ///
    /// - Returns: The saved movies and their timestamp, or nil when there is no file.
    /// - Throws: ``FileMovieStore/Error/unreadable(fileURL:reason:)`` when the file cannot be read (or is a
    ///   directory, a FIFO or a device), ``FileMovieStore/Error/tooLarge(fileURL:size:limit:)`` when it is larger
    ///   than ``maximumFileSize``, ``FileMovieStore/Error/notPrivate(fileURL:reason:)`` when it is not the user's
    ///   own or others may write to it,
    ///   ``FileMovieStore/Error/corrupt(fileURL:)`` when it is not a movie cache, and
    ///   ``FileMovieStore/Error/unsupportedVersion(_:fileURL:)`` when it has another format version.
    public func retrieve() throws(Error) -> CachedMovies? {
        TemporaryFiles.sweep(beside: fileURL)
        let data: Data
        do {
            data = try RegularFile.read(fileURL.path, limit: Self.maximumFileSize, privateToUser: true).data
        } catch {
            switch error {
            case .notFound: return nil
            case .tooLarge(let size, let limit): throw .tooLarge(fileURL: fileURL, size: size, limit: limit)
            case .notPrivate(let reason): throw .notPrivate(fileURL: fileURL, reason: reason)
            case .isDirectory, .notARegularFile, .unreadable:
                throw .unreadable(fileURL: fileURL, reason: error.description)
            }
        }
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(FormatHeader.self, from: data) else {
            throw .corrupt(fileURL: fileURL)
        }
        guard header.version == Self.formatVersion else {
            throw .unsupportedVersion(header.version, fileURL: fileURL)
        }
        guard let file = try? decoder.decode(CacheFile.self, from: data) else {
            throw .corrupt(fileURL: fileURL)
        }
        return CachedMovies(movies: file.movies, timestamp: file.timestamp)
    }

    /// Atomically replaces the file with `movies` saved at `timestamp`.
    ///
    /// - Parameters:
    ///   - movies: The movies to save, in the order `retrieve()` returns them.
    ///   - timestamp: When they were saved; it is stored exactly.
    /// - Throws: ``FileMovieStore/Error/writeFailed(fileURL:reason:)`` when encoding, creating the directory
    ///   or writing fails; the previous file, if any, is unchanged.
    public func insert(_ movies: [Movie], timestamp: Date) throws(Error) {
        let file = CacheFile(version: Self.formatVersion, timestamp: timestamp, movies: movies)
        do {
            let data = try JSONEncoder().encode(file)
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(),
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
            TemporaryFiles.sweep(beside: fileURL)
            try AtomicFileWriter.replaceContents(of: fileURL, with: data)
        } catch {
            throw .writeFailed(fileURL: fileURL, reason: String(describing: error))
        }
    }

    /// Removes the file; an absent file is not an error.
    ///
    /// - Throws: ``FileMovieStore/Error/deleteFailed(fileURL:reason:)`` when the file exists and cannot be
    ///   removed.
    public func deleteCachedMovies() throws(Error) {
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch CocoaError.fileNoSuchFile {
            return
        } catch {
            guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
            throw .deleteFailed(fileURL: fileURL, reason: error.localizedDescription)
        }
    }

    private struct FormatHeader: Decodable {
        let version: Int
    }

    private struct CacheFile: Codable {
        let version: Int
        let timestamp: Date
        let movies: [Movie]
    }
}
