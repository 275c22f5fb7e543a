import Foundation
import TextUI

// Types the article uses but does not show (Movie, MovieRow, StubMovieLoader, anyMovie,
// RemoteMovieLoader). Written as a SwiftUI developer would.

struct Movie: Identifiable, Equatable, Hashable {
    let id: Int
    let title: String
}

func anyMovie(id: Int = 1, title: String = "Alien") -> Movie {
    Movie(id: id, title: title)
}

// From the article (first listing).
protocol MovieLoader {
    func load() async throws -> [Movie]
}

struct StubMovieLoader: MovieLoader {
    let stubs: [Movie]
    func load() async throws -> [Movie] { stubs }
}

struct RemoteMovieLoader: MovieLoader {
    func load() async throws -> [Movie] { throw URLError(.notConnectedToInternet) }
}

struct MovieRow: View {
    let movie: Movie
    var body: some View {
        Text(movie.title)
    }
}
