import Movies
import TextUI

/// The selected movie in ``MovieBrowser``: a section titled with the movie's title, its year,
/// rating and overview, a `Favorite` toggle and a `Close` button that clears the selection.
public struct MovieDetail: View {
    /// The movie shown.
    public let movie: Movie
    @Binding var isFavorite: Bool
    let close: @MainActor () -> Void

    /// Details of `movie`; the toggle edits `isFavorite`, the `Close` button calls `close`.
    ///
    /// - Parameters:
    ///   - movie: The movie shown: its title heads the section; the overview is left out when empty.
    ///   - isFavorite: Whether the movie is a favourite; the `Favorite` toggle reads and writes it.
    ///   - close: What the `Close` button does, on the main actor (the browser clears its selection).
    public init(movie: Movie, isFavorite: Binding<Bool>, close: @escaping @MainActor () -> Void) {
        self.movie = movie
        _isFavorite = isFavorite
        self.close = close
    }

    public var body: some View {
        Section(movie.title) {
            Text("Released \(movie.displayYear), rated \(movie.displayRating)")
            if !movie.overview.isEmpty {
                Text(movie.overview)
            }
            Toggle("Favorite", isOn: $isFavorite)
            Button("Close", action: close)
        }
    }
}
