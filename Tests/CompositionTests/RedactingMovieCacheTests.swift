import Composition
import Movies
import Testing

/// What the cache saves of each movie's text has passed through the redaction it was given; the
/// rest of the movie is saved as it is.
@Suite struct RedactingMovieCacheTests {
    @Test func savesEachMoviesTextRedacted() throws {
        let spy = MovieCacheSpy()
        let sut = RedactingMovieCache(
            decoratee: spy, redact: { $0.replacingOccurrences(of: "key-123", with: "REDACTED") })
        let movie = Movie(
            id: 7, title: "Title key-123", overview: "Sent with key-123.", releaseDate: nil, rating: 6.5,
            posterPath: "/key-123.jpg")

        try sut.save([movie])

        #expect(
            spy.savedMovies == [
                [
                    Movie(
                        id: 7, title: "Title REDACTED", overview: "Sent with REDACTED.", releaseDate: nil, rating: 6.5,
                        posterPath: "/REDACTED.jpg")
                ]
            ])
    }
}
