import Movies

/// A loader that loads no movies: the `empty` choice.
struct EmptyMovieLoader: MovieLoader {
    func load() async throws -> [Movie] {
        []
    }
}
