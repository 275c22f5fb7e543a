import Foundation
import Movies
import Synchronization

/// A `MovieStore` whose retrieval fails, recording every deletion.
final class FailingMovieStore: MovieStore {
    private let deletions = Mutex(0)

    var deletionCount: Int {
        deletions.withLock { $0 }
    }

    func retrieve() throws -> CachedMovies? {
        throw AnyError()
    }

    func insert(_ movies: [Movie], timestamp: Date) throws {}

    func deleteCachedMovies() throws {
        deletions.withLock { $0 += 1 }
    }
}
