import Movies

/// Where loaded movies are saved so they can be shown later, e.g. offline.
public protocol MovieCache: Sendable {
    /// Replaces what is saved with `movies`.
    func save(_ movies: [Movie]) throws
}

extension LocalMovieLoader: MovieCache {}
