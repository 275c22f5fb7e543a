import Foundation
import Locking

/// A `MovieStore` that keeps the cache in memory, guarded by a lock. It never throws.
public final class InMemoryMovieStore: MovieStore {
    private let cache: Locked<CachedMovies?>

    /// Creates a store holding `cache` (empty by default).
    ///
    /// - Parameter cache: What the store starts with; nil for an empty store.
    public init(cache: CachedMovies? = nil) {
        self.cache = Locked(cache)
    }

    /// The cached movies, or nil.
    ///
    /// - Returns: The last inserted movies and their timestamp, or nil when nothing is cached.
    public func retrieve() -> CachedMovies? {
        cache.value
    }

    /// Replaces the cache.
    ///
    /// - Parameters:
    ///   - movies: The movies to keep, in order.
    ///   - timestamp: When they were saved.
    public func insert(_ movies: [Movie], timestamp: Date) {
        cache.withLock { $0 = CachedMovies(movies: movies, timestamp: timestamp) }
    }

    /// Empties the cache.
    public func deleteCachedMovies() {
        cache.withLock { $0 = nil }
    }
}
