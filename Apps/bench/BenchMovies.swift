import Movies

/// Synthetic movies for the benchmarks: realistic field sizes, unique ids and titles.
enum BenchMovies {
    static func make(count: Int) -> [Movie] {
        (0..<count).map(movie)
    }

    private static func movie(_ index: Int) -> Movie {
        let number = index + 1
        let date = ReleaseDate(year: 1950 + index % 75, month: 1 + index % 12, day: 1 + index % 28)
        let poster: String? = index % 3 == 0 ? nil : "/poster\(number).jpg"
        return Movie(
            id: number,
            title: "Movie number \(number)",
            overview: "An overview of movie \(number), long enough to need its own storage on the heap.",
            releaseDate: date,
            rating: Double(index % 100) / 10,
            posterPath: poster
        )
    }

    /// The text a person would build by hand for these movies as `MovieRow` shows them.
    static func handWrittenText(_ movies: [Movie]) -> String {
        var lines: [String] = []
        lines.reserveCapacity(movies.count)
        for movie in movies {
            lines.append("\(movie.title) (\(movie.year ?? "—")) \(String(format: "%.1f", movie.rating))")
        }
        return lines.joined(separator: "\n")
    }
}

/// A loader that never finishes (until cancelled), so a mounted list keeps the movies it was given.
struct NeverLoadingLoader: MovieLoader {
    func load() async throws -> [Movie] {
        try await Task.sleep(for: .seconds(3600))
        return []
    }
}
