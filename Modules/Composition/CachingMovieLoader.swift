import FileReading
import Movies

/// Loads from `decoratee` and saves what it delivers to `cache`. A failed load saves nothing and
/// is delivered as it is; a failed save does not lose the loaded movies: they are delivered all
/// the same (the cache keeps what it had).
public struct CachingMovieLoader: MovieLoader {
    let decoratee: any MovieLoader
    let cache: any MovieCache

    /// Loads from `decoratee`, saving successes to `cache`.
    ///
    /// - Parameters:
    ///   - decoratee: Where the movies come from.
    ///   - cache: Where each successful load is saved; its errors are ignored.
    public init(decoratee: any MovieLoader, cache: any MovieCache) {
        self.decoratee = decoratee
        self.cache = cache
    }

    /// The decoratee's movies, saved to the cache on the way.
    ///
    /// - Returns: The decoratee's movies, whether or not saving them succeeded.
    /// - Throws: The decoratee's error, unchanged; nothing is saved then.
    public func load() async throws -> [Movie] {
        let movies = try await decoratee.load()
        let cache = cache
        // Saved off the concurrency pool: a file cache writes and syncs to disk.
        try? await BlockingFileWork.run { try cache.save(movies) }
        return movies
    }
}
