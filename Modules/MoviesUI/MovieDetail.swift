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
