import Movies
import MoviesUI
import TextUI

/// The article's composition root: it owns the movies as `@State` and passes `$movies` to the
/// stateless ``/MoviesUI/MovieList``.
public struct MovieListComposer: View {
    @State var movies = [Movie]()
    let loader: any MovieLoader

    /// A list that loads with `loader`.
    ///
    /// - Parameter loader: Where the list's movies come from when it appears.
    public init(loader: any MovieLoader) {
        self.loader = loader
    }

    public var body: some View {
        MovieList(movies: $movies, loader: loader)
    }
}
