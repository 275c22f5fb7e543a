import Movies
import TextUI

/// One movie on one line: its title, release year and rating, e.g. `Heat (1995) 7.9`.
public struct MovieRow: View {
    /// The movie shown.
    public let movie: Movie

    /// A row showing `movie`.
    ///
    /// - Parameter movie: The movie shown as `Title (year) rating`.
    public init(movie: Movie) {
        self.movie = movie
    }

    public var body: some View {
        Text("\(movie.title) (\(movie.displayYear)) \(movie.displayRating)")
    }
}
