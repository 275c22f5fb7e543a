import Foundation
import Movies

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let anyURL = URL(string: "https://api.example.com/movie/popular?page=1")!

func makeResponse(status: Int, url: URL = anyURL) -> HTTPURLResponse {
    HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
}

func makeMovie(id: Int = 1, title: String = "A title") -> Movie {
    Movie(
        id: id,
        title: title,
        overview: "An overview of \(title).",
        releaseDate: ReleaseDate(year: 1999, month: 10, day: 15),
        rating: 7.5,
        posterPath: "/poster-\(id).jpg"
    )
}

func makeMovies(count: Int, startingAt firstID: Int = 1) -> [Movie] {
    (firstID..<firstID + count).map { makeMovie(id: $0, title: "Movie \($0)") }
}

/// A TMDB list page holding `results`, each a JSON object's text.
func makePageJSON(results: [String]) -> Data {
    Data(
        """
        {"page": 1, "results": [\(results.joined(separator: ","))], "total_pages": 1, "total_results": \(results.count)}
        """.utf8
    )
}

/// One TMDB result object with every usual field; override any value with raw JSON text.
func makeResultJSON(
    id: Int = 550,
    title: String = "\"Fight Club\"",
    overview: String? = "\"Soap and fists.\"",
    releaseDate: String? = "\"1999-10-15\"",
    voteAverage: String? = "8.4",
    posterPath: String? = "\"/poster.jpg\"",
    extraFields: String = ""
) -> String {
    var fields = [
        "\"adult\": false", "\"backdrop_path\": null", "\"genre_ids\": [18]", "\"id\": \(id)",
        "\"original_language\": \"en\"", "\"popularity\": 61.4", "\"title\": \(title)",
        "\"video\": false", "\"vote_count\": 26000",
    ]
    if let overview { fields.append("\"overview\": \(overview)") }
    if let releaseDate { fields.append("\"release_date\": \(releaseDate)") }
    if let voteAverage { fields.append("\"vote_average\": \(voteAverage)") }
    if let posterPath { fields.append("\"poster_path\": \(posterPath)") }
    if !extraFields.isEmpty { fields.append(extraFields) }
    return "{" + fields.joined(separator: ", ") + "}"
}

struct AnyError: Error, Equatable {}
