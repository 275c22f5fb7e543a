import Movies

/// Where loaded movies are saved so they can be shown later, e.g. offline.
public protocol MovieCache: Sendable {
    /// Replaces what is saved with `movies`.
    ///
    /// - Parameter movies: The movies to save, in order.
    /// - Throws: The cache's own error when the movies cannot be saved.
    func save(_ movies: [Movie]) throws
}

extension LocalMovieLoader: MovieCache {}
