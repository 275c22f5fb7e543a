import Movies
import MoviesUI
import TextUI

/// Owns all of ``/MoviesUI/MovieBrowser``'s state as `@State` (movies, load status, query, sort
/// order, favourites, selection) and passes bindings to it.
public struct MovieBrowserComposer: View {
    @State var movies = [Movie]()
    @State var status = MovieLoadStatus.idle
    @State var query = ""
    @State var sort = MovieSortOrder.title
    @State var favorites = [Int]()
    @State var selection: Int?
    let loader: any MovieLoader

    /// A browser that loads with `loader`.
    ///
    /// - Parameter loader: Where the browser's movies come from, on appearing and on each `Reload`.
    public init(loader: any MovieLoader) {
        self.loader = loader
    }

    public var body: some View {
        MovieBrowser(
            movies: $movies,
            status: $status,
            query: $query,
            sort: $sort,
            favorites: $favorites,
            selection: $selection,
            loader: loader
        )
    }
}
