import Catalog
import Movies

/// The named variants the Movies components are mounted in (`mount MovieBrowser/Error`): what loading,
/// nothing, a failure, long titles and many rows look like.
public enum MovieStories {
    /// A load that takes a while: the `slow` loader.
    public static let loading = ComponentStory(
        "Loading", summary: "a load in progress (the slow loader: 2 seconds)",
        selections: ["loader": DependencySelection("slow")])
    /// A load that finds nothing: the `empty` loader.
    public static let empty = ComponentStory(
        "Empty", summary: "a load that finds no movies", selections: ["loader": DependencySelection("empty")])
    /// A load that fails: the `failing` loader.
    public static let error = ComponentStory(
        "Error", summary: "a load that fails", selections: ["loader": DependencySelection("failing")])

    /// The stories of `MovieList` and of the composers: loading, empty and failing.
    public static let loads = [loading, empty, error]

    /// The stories of `MovieBrowser`: loading, empty, failing, long titles and 10,000 rows.
    public static let browser =
        loads + [
            ComponentStory("Long titles", summary: "titles far wider than a terminal, in several scripts") {
                [.binding("movies", longTitleMovies)]
            },
            ComponentStory("10,000 rows", summary: "10,000 movies, the bundled catalog over and over") {
                [.binding("movies", manyMovies(count: 10_000))]
            },
        ]

    /// The stories of `MovieRow`: a long title, and a movie with no date and no rating.
    public static let row = [
        ComponentStory("Long title", summary: "a title far wider than a terminal") {
            [.binding("movie", longTitleMovies[0])]
        },
        ComponentStory("Unknown date", summary: "a movie with no release date and no rating yet") {
            [.binding("movie", Movie(id: 1, title: "Untitled Project", overview: "", releaseDate: nil, rating: 0))]
        },
    ]

    /// Movies whose titles are far wider than a terminal, in Latin, Japanese and with emoji.
    public static let longTitleMovies = [
        Movie(
            id: 935,
            title: "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb — The Complete "
                + "Restored Edition with the Original Pie-Fight Ending",
            overview: "A general goes mad and orders a nuclear strike; the War Room tries to stop it.",
            releaseDate: ReleaseDate(year: 1964, month: 1, day: 29), rating: 8.4),
        Movie(
            id: 129,
            title: "千と千尋の神隠し（Spirited Away）：湯屋で働くことになった十歳の少女の不思議な物語",
            overview: "A girl wanders into a world of spirits and works in a bathhouse to free her parents.",
            releaseDate: ReleaseDate(year: 2001, month: 7, day: 20), rating: 8.5),
        Movie(
            id: 77338,
            title: "🎬 The Intouchables 🎬 — a friendship between a wealthy quadriplegic and his carer from the "
                + "projects, told with a great deal of laughter",
            overview: "An unlikely friendship changes two lives.",
            releaseDate: ReleaseDate(year: 2011, month: 11, day: 2), rating: 8.3),
    ]

    /// `count` movies: the bundled catalog repeated, each copy's ids and titles numbered so they stay unique.
    ///
    /// - Parameter count: How many movies to make.
    /// - Returns: The movies, ids 1 to `count`.
    public static func manyMovies(count: Int) -> [Movie] {
        let catalog = (try? SampleCatalog.movies()) ?? []
        guard !catalog.isEmpty else { return [] }
        return (0..<count).map { index in
            var movie = catalog[index % catalog.count]
            let round = index / catalog.count
            movie.id = index + 1
            if round > 0 { movie.title += " (\(round + 1))" }
            return movie
        }
    }
}
