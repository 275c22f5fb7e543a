import Movies
import TextUI

/// One movie in ``MovieBrowser``: a button titled with the movie's title that selects it, its year
/// and rating, `>` in front when selected and `*` after when a favourite:
/// `> [ Heat ] 1995 7.9 *`.
///
/// It takes values, not bindings, so a change to one movie re-evaluates only that movie's row.
/// Rows are equal when they show the same thing: `==` leaves out `select`, which only ever
/// selects this row's movie.
public struct MovieBrowserRow: View, Equatable {
    /// The movie shown.
    public let movie: Movie
    /// Whether the movie is a favourite.
    public let isFavorite: Bool
    /// Whether the movie is the selected one.
    public let isSelected: Bool
    let select: @MainActor () -> Void

    /// A row for `movie`; its button calls `select`.
    ///
    /// - Parameters:
    ///   - movie: The movie shown: its title on the button, then its year and rating.
    ///   - isFavorite: Whether to show `*` after the rating.
    ///   - isSelected: Whether to show `>` in front of the row.
    ///   - select: What the button does, on the main actor; not compared by `==`.
    public init(movie: Movie, isFavorite: Bool, isSelected: Bool, select: @escaping @MainActor () -> Void) {
        self.movie = movie
        self.isFavorite = isFavorite
        self.isSelected = isSelected
        self.select = select
    }

    public var body: some View {
        HStack {
            Text(isSelected ? ">" : " ")
            Button(movie.title, action: select)
            Text(movie.displayYear)
            Text(movie.displayRating)
            if isFavorite {
                Text("*")
            }
        }
    }

    public nonisolated static func == (lhs: MovieBrowserRow, rhs: MovieBrowserRow) -> Bool {
        lhs.movie == rhs.movie && lhs.isFavorite == rhs.isFavorite && lhs.isSelected == rhs.isSelected
    }
}
