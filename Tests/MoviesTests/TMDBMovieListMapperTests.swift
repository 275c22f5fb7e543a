import Foundation
import Movies
import Testing

struct TMDBMovieListMapperTests {
    @Test func mapsEveryFieldOfAResult() throws {
        let data = makePageJSON(results: [makeResultJSON()])

        let movies = try TMDBMovieListMapper.map(data, from: makeResponse(status: 200))

        #expect(
            movies == [
                Movie(
                    id: 550,
                    title: "Fight Club",
                    overview: "Soap and fists.",
                    releaseDate: ReleaseDate(year: 1999, month: 10, day: 15),
                    rating: 8.4,
                    posterPath: "/poster.jpg"
                )
            ]
        )
    }

    @Test func deliversNoMoviesForAnEmptyPage() throws {
        let movies = try TMDBMovieListMapper.map(makePageJSON(results: []), from: makeResponse(status: 200))

        #expect(movies.isEmpty)
    }

    @Test func keepsTheOrderOfResults() throws {
        let data = makePageJSON(results: [3, 1, 2].map { makeResultJSON(id: $0) })

        let movies = try TMDBMovieListMapper.map(data)

        #expect(movies.map(\.id) == [3, 1, 2])
    }

    @Test func treatsANullPosterPathAsNoPoster() throws {
        let data = makePageJSON(results: [makeResultJSON(posterPath: "null")])

        #expect(try TMDBMovieListMapper.map(data).first?.posterPath == nil)
    }

    @Test func treatsAMissingPosterPathAsNoPoster() throws {
        let data = makePageJSON(results: [makeResultJSON(posterPath: nil)])

        #expect(try TMDBMovieListMapper.map(data).first?.posterPath == nil)
    }

    @Test func ignoresANullBackdropPath() throws {
        let data = makePageJSON(results: [makeResultJSON(extraFields: #""backdrop_path": null"#)])

        #expect(try TMDBMovieListMapper.map(data).count == 1)
    }

    @Test(arguments: [#""""#, "null", #""1999""#, #""1999-13-45""#, #""15/10/1999""#])
    func treatsAnEmptyNullOrMalformedReleaseDateAsUnknown(releaseDate: String) throws {
        let data = makePageJSON(results: [makeResultJSON(releaseDate: releaseDate)])

        let movie = try #require(try TMDBMovieListMapper.map(data).first)

        #expect(movie.releaseDate == nil)
        #expect(movie.year == nil)
    }

    @Test func treatsAMissingReleaseDateAsUnknown() throws {
        let data = makePageJSON(results: [makeResultJSON(releaseDate: nil)])

        #expect(try TMDBMovieListMapper.map(data).first?.releaseDate == nil)
    }

    @Test func ignoresUnknownFields() throws {
        let extras = #""media_type": "movie", "belongs_to_collection": {"id": 1, "parts": [1, 2]}, "xyz": [null]"#
        let data = Data(
            """
            {"page": 3, "results": [\(makeResultJSON(extraFields: extras))], "total_pages": 9, "total_results": 170,
             "dates": {"maximum": "2024-01-01", "minimum": "2023-12-01"}}
            """.utf8
        )

        #expect(try TMDBMovieListMapper.map(data).map(\.id) == [550])
    }

    @Test(arguments: ["Amélie", "千と千尋の神隠し", "WALL·E", "Léon: The Professional", "기생충", "🎬 Emoji"])
    func keepsNonASCIITitles(title: String) throws {
        let data = makePageJSON(results: [makeResultJSON(title: "\"\(title)\"")])

        #expect(try TMDBMovieListMapper.map(data).first?.title == title)
    }

    @Test func decodesEscapedUnicodeInTitles() throws {
        let data = makePageJSON(results: [makeResultJSON(title: #""Am\u00e9lie""#)])

        #expect(try TMDBMovieListMapper.map(data).first?.title == "Amélie")
    }

    @Test(arguments: [nil, "null"])
    func treatsAMissingOverviewAsEmpty(overview: String?) throws {
        let data = makePageJSON(results: [makeResultJSON(overview: overview)])

        #expect(try TMDBMovieListMapper.map(data).first?.overview == "")
    }

    @Test func treatsAMissingVoteAverageAsZero() throws {
        let data = makePageJSON(results: [makeResultJSON(voteAverage: nil)])

        #expect(try TMDBMovieListMapper.map(data).first?.rating == 0)
    }

    @Test func acceptsAnIntegerVoteAverage() throws {
        let data = makePageJSON(results: [makeResultJSON(voteAverage: "8")])

        #expect(try TMDBMovieListMapper.map(data).first?.rating == 8)
    }

    @Test(arguments: [200, 201, 203, 299])
    func mapsThePageOnEvery2xxStatus(status: Int) throws {
        let data = makePageJSON(results: [makeResultJSON()])

        #expect(try TMDBMovieListMapper.map(data, from: makeResponse(status: status)).count == 1)
    }

    @Test(arguments: [
        "", "not json", "<html></html>", "[]", "{}", #"{"results": null}"#, #"{"results": {}}"#,
        #"{"page": 1, "results": [{"title": "No id"}]}"#,
        #"{"page": 1, "results": [{"id": 1}]}"#,
        #"{"page": 1, "results": [{"id": "550", "title": "String id"}]}"#,
        #"{"page": 1, "results": [{"id": 1, "title": "x", "vote_average": "high"}]}"#,
        #"{"page": 1, "results": [{"id": 1, "title": "Cut off"#,
    ])
    func throwsInvalidDataWhenA2xxBodyIsNotAListPage(body: String) {
        #expect(throws: RemoteMovieLoader.Error.invalidData) {
            try TMDBMovieListMapper.map(Data(body.utf8), from: makeResponse(status: 200))
        }
    }

    @Test(arguments: [
        (401, 7, "Invalid API key: You must be granted a valid key."),
        (404, 34, "The resource you requested could not be found."),
        (429, 25, "Your request count (41) is over the allowed limit of 40."),
        (500, 11, "Internal error: Something went wrong, contact TMDb."),
    ])
    func throwsHTTPErrorWithTMDBsStatusMessage(status: Int, code: Int, message: String) {
        let body = Data(#"{"status_code":\#(code),"status_message":"\#(message)","success":false}"#.utf8)

        #expect(throws: RemoteMovieLoader.Error.http(status: status, message: message)) {
            try TMDBMovieListMapper.map(body, from: makeResponse(status: status))
        }
    }

    @Test(arguments: [
        (500, ""), (502, "<html>Bad Gateway</html>"), (404, #"{"error": "nope"}"#), (403, "[]"),
        (401, #"{"status_message": 7}"#),
    ])
    func throwsHTTPErrorWithoutMessageWhenTheBodyIsNotATMDBError(status: Int, body: String) {
        #expect(throws: RemoteMovieLoader.Error.http(status: status, message: nil)) {
            try TMDBMovieListMapper.map(Data(body.utf8), from: makeResponse(status: status))
        }
    }

    @Test(arguments: [100, 199, 300, 304, 400, 503])
    func throwsHTTPErrorOnNon2xxEvenWithAValidPage(status: Int) {
        let data = makePageJSON(results: [makeResultJSON()])

        #expect(throws: RemoteMovieLoader.Error.http(status: status, message: nil)) {
            try TMDBMovieListMapper.map(data, from: makeResponse(status: status))
        }
    }
}
