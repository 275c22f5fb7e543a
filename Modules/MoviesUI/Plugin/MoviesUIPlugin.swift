import Catalog
import Movies
import TextUI

/// The MoviesUI components as a catalog a tool mounts by name (`MovieRow`, `MovieList`,
/// `MovieBrowser`), with their bindings and a swappable loader.
public enum MoviesUIPlugin {
    /// The loader the list and the browser load with: `sample` (the default), `empty`,
    /// `failing`, `slow` or `remote URL`.
    public static let loader = Dependency<any MovieLoader>(
        "loader",
        choices: [
            .fixed("sample", "the bundled catalog of real films") { SampleMovieLoader() },
            .fixed("empty", "loads no movies") { EmptyMovieLoader() },
            .fixed("failing", "always fails") { FailingMovieLoader() },
            .fixed("slow", "the bundled catalog after 2 seconds") {
                DelayedMovieLoader(decoratee: SampleMovieLoader(), delay: .seconds(2))
            },
            .withArgument("remote", argument: "URL", "a TMDB list page over http(s), with TMDB_API_KEY if set") {
                try RemoteMoviePage($0).loader()
            },
        ]
    )

    /// The catalog: `MovieRow` (binding `movie`), `MovieList` (binding `movies`; `loader`) and
    /// `MovieBrowser` (bindings `movies`, `status`, `query`, `sort`, `favorites`, `selection`;
    /// `loader`).
    public static let catalog = ComponentCatalog(
        name: "MoviesUI",
        components: [
            ComponentDescriptor(
                "MovieRow",
                summary: "One movie on one line: title, year and rating",
                source: ComponentSource(imports: imports, expression: "MovieRow(movie: movie.wrappedValue)"),
                stories: MovieStories.row
            ) { context in
                MovieRow(movie: context.binding("movie", default: exampleMovie).wrappedValue)
            },
            ComponentDescriptor(
                "MovieList",
                summary: "The article's list: loads its movies binding when it appears",
                dependencies: [loaderDescriptor],
                source: ComponentSource(imports: imports, expression: "MovieList(movies: movies, loader: loader)"),
                stories: MovieStories.loads
            ) { context in
                MovieList(movies: context.binding("movies", default: [Movie]()), loader: context[loader])
            },
            ComponentDescriptor(
                "MovieBrowser",
                summary: "Search, sort, favourites, selection and reload, all through bindings",
                dependencies: [loaderDescriptor],
                source: ComponentSource(
                    imports: imports,
                    expression: "MovieBrowser(movies: movies, status: status, query: query, sort: sort, "
                        + "favorites: favorites, selection: selection, loader: loader)"
                ),
                stories: MovieStories.browser
            ) { context in
                MovieBrowser(
                    movies: context.binding("movies", default: [Movie]()),
                    status: context.binding("status", default: MovieLoadStatus.idle),
                    query: context.binding("query", default: ""),
                    sort: context.binding("sort", default: MovieSortOrder.title),
                    favorites: context.binding("favorites", default: [Int]()),
                    selection: context.binding("selection", default: Int?.none),
                    loader: context[loader]
                )
            },
        ]
    )

    /// The loader dependency as the catalog lists it, with the Swift code that names it.
    static let loaderDescriptor = DependencyDescriptor(loader, reference: "MoviesUIPlugin.loader")

    /// What code building these components imports.
    static let imports = ["Movies", "MoviesUI"]

    /// The row's default movie.
    static let exampleMovie = Movie(
        id: 949,
        title: "Heat",
        overview: "A detective and the thief he is chasing cross Los Angeles, each the best at what he does.",
        releaseDate: ReleaseDate(year: 1995, month: 12, day: 15),
        rating: 7.9,
        posterPath: nil
    )
}
