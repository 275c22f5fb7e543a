import Foundation
import Synchronization

/// A `MovieStore` that keeps the cache in memory, guarded by a mutex. It never throws.
public final class InMemoryMovieStore: MovieStore {
    private let cache: Mutex<CachedMovies?>

    /// Creates a store holding `cache` (empty by default).
    public init(cache: CachedMovies? = nil) {
        self.cache = Mutex(cache)
    }

    /// The cached movies, or nil.
    public func retrieve() -> CachedMovies? {
        cache.withLock { $0 }
    }

    /// Replaces the cache.
    public func insert(_ movies: [Movie], timestamp: Date) {
        cache.withLock { $0 = CachedMovies(movies: movies, timestamp: timestamp) }
    }

    /// Empties the cache.
    public func deleteCachedMovies() {
        cache.withLock { $0 = nil }
    }
}
