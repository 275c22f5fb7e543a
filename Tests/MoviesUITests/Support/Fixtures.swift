import Movies

func makeMovie(
    id: Int = 1,
    title: String = "A title",
    year: Int? = 1999,
    rating: Double = 7.5,
    overview: String = ""
) -> Movie {
    Movie(
        id: id,
        title: title,
        overview: overview,
        releaseDate: year.flatMap { ReleaseDate(year: $0, month: 6, day: 1) },
        rating: rating
    )
}

/// Four films whose titles, years and ratings sort differently.
let fourMovies = [
    makeMovie(id: 1, title: "Heat", year: 1995, rating: 7.9),
    makeMovie(id: 2, title: "Amélie", year: 2001, rating: 7.9),
    makeMovie(id: 3, title: "12 Angry Men", year: 1957, rating: 8.5),
    makeMovie(id: 4, title: "Blade Runner", year: nil, rating: 7.9),
]

struct AnyError: Error, Equatable, CustomStringConvertible {
    var description: String { "the loader failed" }
}
