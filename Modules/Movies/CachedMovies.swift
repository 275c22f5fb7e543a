import Foundation

/// Movies as a store holds them: the list and when it was saved.
public struct CachedMovies: Equatable, Sendable {
    /// The saved movies, in their saved order.
    public var movies: [Movie]
    /// When they were saved.
    public var timestamp: Date

    /// Pairs `movies` with the moment they were saved.
    ///
    /// - Parameters:
    ///   - movies: The saved movies, in their saved order.
    ///   - timestamp: When they were saved; loaders compare it with a maximum age.
    public init(movies: [Movie], timestamp: Date) {
        self.movies = movies
        self.timestamp = timestamp
    }
}
