import Foundation
import Movies

/// Loads a TMDB list page (`{page, results: [...]}`) from a file, the form `file:PATH` sources
/// take. A missing file, a directory, an unreadable file, a file larger than
/// ``maximumFileSize`` or a file that is not a list page each fail with their own ``Error``.
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
    /// - Throws: ``TMDBFileMovieLoader/Error``: `notFound`, `isDirectory`, `unreadable`, `tooLarge` (over
    ///   ``maximumFileSize``) or `notAListPage`.
    public func load() async throws(Error) -> [Movie] {
        let data = try readFile()
        do {
            return try TMDBMovieListMapper.map(data)
        } catch {
            throw .notAListPage(path: fileURL.path)
        }
    }

    private func readFile() throws(Error) -> Data {
        let path = fileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(path: path)
        }
        guard !isDirectory.boolValue else { throw .isDirectory(path: path) }
        let limit = Self.maximumFileSize
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limit {
            throw .tooLarge(path: path, size: size, limit: limit)
        }
        do {
            let handle = try FileHandle(forReadingFrom: fileURL)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { throw Error.tooLarge(path: path, size: data.count, limit: limit) }
            return data
        } catch let error as Error {
            throw error
        } catch {
            throw .unreadable(path: path, reason: Self.reason(for: error))
        }
    }

    /// The most specific reason Foundation gives: the system's own ("Input/output error") when
    /// it wraps one in a generic "could not be completed".
    private static func reason(for error: Swift.Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
