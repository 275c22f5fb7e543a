import FileReading
import Foundation
import Movies

/// Loads a TMDB list page (`{page, results: [...]}`) from a file, the form `file:PATH` sources
/// take, reading it off the concurrency pool. A missing file, a directory, a FIFO or a device, an
/// unreadable file, a file larger than ``maximumFileSize`` or a file that is not a list page each
/// fail with their own ``Error``.
public struct TMDBFileMovieLoader: MovieLoader {
    /// The largest file it reads: 64 MiB.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// The file it reads.
    public let fileURL: URL

    /// A loader for the page in `fileURL`.
    ///
    /// - Parameter fileURL: The list page's file; it is read on each load, not now.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The page's movies, in page order.
    ///
    /// - Returns: The movies of the file's `results`, in order.
    /// - Throws: ``TMDBFileMovieLoader/Error``: `notFound`, `isDirectory`, `notARegularFile`, `unreadable`, `tooLarge` (over
    ///   ``maximumFileSize``) or `notAListPage`.
    public func load() async throws(Error) -> [Movie] {
        let data = try await readFile()
        do {
            return try TMDBMovieListMapper.map(data)
        } catch {
            throw .notAListPage(path: fileURL.path)
        }
    }

    /// The file's bytes, read off the concurrency pool: a regular file (through links), never a
    /// FIFO or a device, which could block the read forever.
    private func readFile() async throws(Error) -> Data {
        let path = fileURL.path
        do {
            return try await RegularFile.readOffThePool(path, limit: Self.maximumFileSize).data
        } catch {
            switch error {
            case .notFound: throw .notFound(path: path)
            case .isDirectory: throw .isDirectory(path: path)
            case .notARegularFile(let kind): throw .notARegularFile(path: path, kind: kind)
            case .tooLarge(let size, let limit): throw .tooLarge(path: path, size: size, limit: limit)
            case .notPrivate(let reason), .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            }
        }
    }
}
