import Foundation
import Movies
import Testing

struct MovieTests {
    @Test func defaultsTheOptionalPieces() {
        let movie = Movie(id: 1, title: "Untitled")

        #expect(movie.overview == "")
        #expect(movie.releaseDate == nil)
        #expect(movie.rating == 0)
        #expect(movie.posterPath == nil)
    }

    @Test func showsTheReleaseYear() {
        let movie = Movie(id: 550, title: "Fight Club", releaseDate: ReleaseDate("1999-10-15"))

        #expect(movie.year == "1999")
    }

    @Test func hasNoYearWithoutAReleaseDate() {
        #expect(Movie(id: 1, title: "Untitled").year == nil)
    }

    @Test func encodesCamelCaseKeysWithExplicitNulls() throws {
        let movie = Movie(id: 194, title: "Amélie", overview: "A waitress.", rating: 7.9)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let json = String(decoding: try encoder.encode(movie), as: UTF8.self)

        #expect(
            json
                == #"{"id":194,"overview":"A waitress.","posterPath":null,"rating":7.9,"releaseDate":null,"title":"Amélie"}"#
        )
    }

    @Test func roundTripsThroughJSON() throws {
        let movie = makeMovie(id: 278, title: "The Shawshank Redemption")

        let decoded = try JSONDecoder().decode(Movie.self, from: try JSONEncoder().encode(movie))

        #expect(decoded == movie)
    }

    @Test func decodesWithMissingOptionalKeys() throws {
        let json = Data(#"{"id": 7, "title": "Minimal"}"#.utf8)

        let movie = try JSONDecoder().decode(Movie.self, from: json)

        #expect(movie == Movie(id: 7, title: "Minimal"))
    }

    @Test func decodesAReleaseDateString() throws {
        let json = Data(#"{"id": 7, "title": "Dated", "releaseDate": "2001-04-25", "posterPath": "/p.jpg"}"#.utf8)

        let movie = try JSONDecoder().decode(Movie.self, from: json)

        #expect(movie.releaseDate == ReleaseDate(year: 2001, month: 4, day: 25))
        #expect(movie.posterPath == "/p.jpg")
    }

    @Test(arguments: [
        #"{"title": "No id"}"#,
        #"{"id": 1}"#,
        #"{"id": 1, "title": "Bad date", "releaseDate": "25/04/2001"}"#,
        #"{"id": "1", "title": "String id"}"#,
    ])
    func rejectsJSONMissingRequiredOrValidValues(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Movie.self, from: Data(json.utf8))
        }
    }
}
