import Foundation
import LoopbackServer
import Movies
import Testing

struct LargePageDecodingTests {
    /// Making and decoding the page is long work (more so under a sanitizer): it runs on a thread of
    /// its own, so it never holds one of the concurrency pool's threads, which other tests' tasks need.
    @Test func decodesAFiftyThousandMoviePage() async throws {
        let count = 50_000
        let test = self
        let decoded = await HangGuard.run(within: .seconds(600)) {
            Result { try TMDBMovieListMapper.map(test.makeLargePage(count: count), from: makeResponse(status: 200)) }
        }

        let movies = try #require(decoded).get()

        #expect(movies.count == count)
        #expect(movies.map(\.id) == Array(1...count))
        #expect(movies[0] == expectedMovie(index: 0))
        #expect(movies[count - 1] == expectedMovie(index: count - 1))
        #expect(movies.filter { $0.releaseDate == nil }.count == count / 10)
        #expect(movies.filter { $0.posterPath == nil }.count == count / 7 + 1)
        #expect(movies[12_345] == expectedMovie(index: 12_345))
    }

    /// Every 10th movie has `""` as its release date, every 7th a `null` poster; titles alternate
    /// between ASCII and not.
    private func makeLargePage(count: Int) -> Data {
        var json = #"{"page": 1, "results": ["#
        for index in 0..<count {
            if index > 0 { json += "," }
            let movie = expectedMovie(index: index)
            let date = movie.releaseDate.map { "\"\($0)\"" } ?? #""""#
            let poster = movie.posterPath.map { "\"\($0)\"" } ?? "null"
            json += #"{"adult": false, "backdrop_path": null, "genre_ids": [18, 35], "id": \#(movie.id), "#
            json += #""original_language": "en", "original_title": "\#(movie.title)", "#
            json += #""overview": "\#(movie.overview)", "popularity": \#(Double(index) / 3), "#
            json += #""poster_path": \#(poster), "release_date": \#(date), "title": "\#(movie.title)", "#
            json += #""video": false, "vote_average": \#(movie.rating), "vote_count": \#(index * 3)}"#
        }
        json += #"], "total_pages": 1, "total_results": \#(count)}"#
        return Data(json.utf8)
    }

    private func expectedMovie(index: Int) -> Movie {
        Movie(
            id: index + 1,
            title: index.isMultiple(of: 2) ? "Movie \(index)" : "Película Nº \(index) — 映画",
            overview: "Overview number \(index).",
            releaseDate: index.isMultiple(of: 10)
                ? nil : ReleaseDate(year: 1950 + index % 70, month: 1 + index % 12, day: 1 + index % 28),
            rating: Double(index % 100) / 10,
            posterPath: index.isMultiple(of: 7) ? nil : "/poster\(index).jpg"
        )
    }
}
