import Foundation

/// Persistence for one cached list of movies. Implementations must be safe to call from any thread.
public protocol MovieStore: Sendable {
    /// The cached movies, or nil when nothing is cached. Throws when a cache exists but cannot be
    /// read; it never changes what is stored.
    func retrieve() throws -> CachedMovies?
    /// Replaces whatever is cached with `movies`, saved at `timestamp`.
    func insert(_ movies: [Movie], timestamp: Date) throws
    /// Removes the cache; deleting an absent cache succeeds.
    func deleteCachedMovies() throws
}
