import FileReading
import Foundation

/// Saves movies to a `MovieStore` and loads them back while they are fresh.
///
/// A cache is valid while it is younger than `maxCacheAge` (7 days by default): saved at `t`, it is
/// served until just before `t + maxCacheAge`. `load()` throws `Error.noValidCache` when nothing is
/// cached or the cache has expired, so a fallback can tell "no cache" from a cached empty list, which
/// loads as `[]`. A store that cannot read its cache makes `load()` rethrow the store's error.
/// `load()` never changes the store; `validateCache()` is what deletes expired or unreadable caches.
public struct LocalMovieLoader: MovieLoader {
    /// Seven days, in seconds.
    public static let defaultMaxCacheAge: TimeInterval = 7 * 24 * 60 * 60

    private let store: any MovieStore
    private let currentDate: @Sendable () -> Date
    private let maxCacheAge: TimeInterval

    /// Creates a loader over `store`, reading the time from `currentDate`.
    ///
    /// - Parameters:
    ///   - store: Where the cache is saved and read.
    ///   - currentDate: The clock, called on each save, load and validation (`Date()` by default; fixed in tests).
    ///   - maxCacheAge: How long a saved cache stays valid, in seconds (7 days by default).
    public init(
        store: any MovieStore,
        currentDate: @escaping @Sendable () -> Date = { Date() },
        maxCacheAge: TimeInterval = LocalMovieLoader.defaultMaxCacheAge
    ) {
        self.store = store
        self.currentDate = currentDate
        self.maxCacheAge = maxCacheAge
    }

    /// Replaces the cache with `movies`, stamped with the current date.
    ///
    /// - Parameter movies: The movies to save, in order.
    /// - Throws: The store's error when it cannot save them.
    public func save(_ movies: [Movie]) throws {
        try store.insert(movies, timestamp: currentDate())
    }

    /// The cached movies while the cache is valid; throws `Error.noValidCache` otherwise.
    ///
    /// - Returns: The cached movies in their saved order; `[]` when an empty list was cached.
    /// - Throws: ``LocalMovieLoader/Error/noValidCache`` when nothing is cached or the cache has expired,
    ///   and the store's error when it cannot read the cache.
    public func load() async throws -> [Movie] {
        let store = store
        // Read off the concurrency pool: a file store reads (and may wait on) the disk.
        guard let cache = try await BlockingFileWork.run({ try store.retrieve() }), isValid(cache) else {
            throw Error.noValidCache
        }
        return cache.movies
    }

    /// Deletes the cache when it has expired or cannot be read; leaves a valid or absent cache alone.
    ///
    /// - Throws: The store's error when it cannot delete the cache.
    public func validateCache() throws {
        let cache: CachedMovies?
        do {
            cache = try store.retrieve()
        } catch {
            try store.deleteCachedMovies()
            return
        }
        if let cache, !isValid(cache) {
            try store.deleteCachedMovies()
        }
    }

    private func isValid(_ cache: CachedMovies) -> Bool {
        currentDate() < cache.timestamp.addingTimeInterval(maxCacheAge)
    }
}
