import TextUI

/// The article's domain, kept minimal: TextUI's tests import no project module but TextUI.
struct Movie: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

protocol MovieLoader: Sendable {
    func load() async throws -> [Movie]
}

struct StubMovieLoader: MovieLoader {
    let result: Result<[Movie], StubError>

    init(stubs: [Movie]) { result = .success(stubs) }
    init(error: StubError) { result = .failure(error) }

    func load() async throws -> [Movie] { try result.get() }
}

struct StubError: Error, Equatable {}

func anyMovie(id: Int = 1, title: String = "Any Movie") -> Movie {
    Movie(id: id, title: title)
}

struct MovieRow: View {
    let movie: Movie
    var body: some View {
        Text(movie.title)
    }
}
