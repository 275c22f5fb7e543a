import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns TMDB list pages (`{page, results: [...], total_pages, total_results}`) into movies.
///
/// It tolerates real-world data: `null` poster and backdrop paths, `""`, `null`, missing or malformed
/// release dates (all become nil), a missing overview (empty) or vote average (0), unknown extra
/// fields, and titles in any script. Each result must still have an integer `id` and a `title`.
public enum TMDBMovieListMapper {
    /// Maps an HTTP answer: a 2xx body must be a list page, any other status becomes
    /// `.http(status:message:)` with TMDB's `status_message` when the body carries one.
    ///
    /// - Parameters:
    ///   - data: The response body.
    ///   - response: The HTTP response whose status code is checked.
    /// - Returns: The page's movies, in TMDB's order.
    /// - Throws: ``RemoteMovieLoader/Error/http(status:message:)`` for a non-2xx status, and
    ///   ``RemoteMovieLoader/Error/invalidData`` for a 2xx body that is not a list page.
    public static func map(_ data: Data, from response: HTTPURLResponse) throws(RemoteMovieLoader.Error) -> [Movie] {
        guard (200...299).contains(response.statusCode) else {
            throw .http(status: response.statusCode, message: statusMessage(in: data))
        }
        return try map(data)
    }

    /// Maps the body of a list page, or throws `.invalidData`.
    ///
    /// - Parameter data: A TMDB list page as JSON.
    /// - Returns: The page's `results` as movies, in order.
    /// - Throws: ``RemoteMovieLoader/Error/invalidData`` when the data is not a list page, or a result lacks an
    ///   integer `id` or a `title`.
    public static func map(_ data: Data) throws(RemoteMovieLoader.Error) -> [Movie] {
        let page: ListPage
        do {
            page = try JSONDecoder().decode(ListPage.self, from: data)
        } catch {
            throw .invalidData
        }
        return page.results.map(\.movie)
    }

    private static func statusMessage(in data: Data) -> String? {
        guard let body = try? JSONDecoder().decode(ErrorBody.self, from: data) else { return nil }
        return body.statusMessage
    }

    private struct ListPage: Decodable {
        let results: [Result]
    }

    private struct Result: Decodable {
        let id: Int
        let title: String
        let overview: String?
        let releaseDate: String?
        let voteAverage: Double?
        let posterPath: String?

        private enum CodingKeys: String, CodingKey {
            case id, title, overview
            case releaseDate = "release_date"
            case voteAverage = "vote_average"
            case posterPath = "poster_path"
        }

        var movie: Movie {
            Movie(
                id: id,
                title: title,
                overview: overview ?? "",
                releaseDate: releaseDate.flatMap(ReleaseDate.init),
                rating: voteAverage ?? 0,
                posterPath: posterPath
            )
        }
    }

    private struct ErrorBody: Decodable {
        let statusMessage: String?

        private enum CodingKeys: String, CodingKey {
            case statusMessage = "status_message"
        }
    }
}
