import Foundation

/// Persistence for one cached list of movies. Implementations must be safe to call from any thread.
public protocol MovieStore: Sendable {
    /// The cached movies, or nil when nothing is cached. Throws when a cache exists but cannot be
    /// read; it never changes what is stored.
    ///
    /// - Returns: The cached movies with the moment they were saved, or nil.
    /// - Throws: The store's own error when a cache exists but cannot be read.
    func retrieve() throws -> CachedMovies?
    /// Replaces whatever is cached with `movies`, saved at `timestamp`.
    ///
    /// - Parameters:
    ///   - movies: The movies to cache, in order.
    ///   - timestamp: When they were saved; ``retrieve()`` returns it unchanged.
    /// - Throws: The store's own error when the cache cannot be written.
    func insert(_ movies: [Movie], timestamp: Date) throws
    /// Removes the cache; deleting an absent cache succeeds.
    ///
    /// - Throws: The store's own error when an existing cache cannot be removed.
    func deleteCachedMovies() throws
}
