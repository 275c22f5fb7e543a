import Movies
import TextUI

/// The article's component: a list of movies that loads them when it appears. It owns no state:
/// the movies are a binding, so a test builds it with `Binding.variable([])`, calls ``load()``
/// and reads the variable, and a composer passes `$movies`.
public struct MovieList: View {
    @Binding var movies: [Movie]
    let loader: any MovieLoader

    /// A list of `movies` that `loader` fills when the list appears.
    ///
    /// - Parameters:
    ///   - movies: The movies shown, one ``MovieRow`` each; a load replaces them (with `[]` if it fails).
    ///   - loader: Where the movies come from, called from the list's `task`.
    public init(movies: Binding<[Movie]>, loader: any MovieLoader) {
        _movies = movies
        self.loader = loader
    }

    public var body: some View {
        List(movies, rowContent: MovieRow.init)
            .task { await load() }
    }

    /// Loads the movies into the binding, exactly as the article does: a failed load leaves an
    /// empty list (`?? []`), losing what was shown. ``MovieBrowser`` keeps it instead.
    public func load() async {
        movies = (try? await loader.load()) ?? []
    }
}
