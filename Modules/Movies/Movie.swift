/// A film as the app shows and edits it.
///
/// Every stored property is `var` so views can bind to pieces of it (`$movie.title`). Its `Codable`
/// form, used by the cache and by tools that show values as JSON, has camelCase keys:
/// `id`, `title`, `overview`, `releaseDate` (`"YYYY-MM-DD"` or `null`), `rating` and `posterPath`
/// (string or `null`). Decoding accepts missing `overview`, `releaseDate`, `rating` and `posterPath`
/// and uses the same defaults as the initializer.
public struct Movie: Identifiable, Hashable, Codable, Sendable {
    /// TMDB's id for the film.
    public var id: Int
    /// The display title, in any script.
    public var title: String
    /// A short synopsis; empty when unknown.
    public var overview: String
    /// The day it came out; nil when unknown (TMDB sends `""`).
    public var releaseDate: ReleaseDate?
    /// The average vote, 0...10.
    public var rating: Double
    /// TMDB's image path for the poster (e.g. `"/abc.jpg"`); nil when there is none.
    public var posterPath: String?

    /// Creates a movie; only the id and title are required.
    ///
    /// - Parameters:
    ///   - id: TMDB's id for the film.
    ///   - title: The display title.
    ///   - overview: A short synopsis; empty when unknown.
    ///   - releaseDate: The day it came out; nil when unknown.
    ///   - rating: The average vote, 0...10 (0 by default).
    ///   - posterPath: TMDB's image path for the poster, e.g. `"/abc.jpg"`; nil when there is none.
    public init(
        id: Int,
        title: String,
        overview: String = "",
        releaseDate: ReleaseDate? = nil,
        rating: Double = 0,
        posterPath: String? = nil
    ) {
        self.id = id
        self.title = title
        self.overview = overview
        self.releaseDate = releaseDate
        self.rating = rating
        self.posterPath = posterPath
    }

    /// The release year for display, e.g. `"1999"`; nil when the release date is unknown, so a view
    /// can choose its own placeholder (`movie.year ?? "—"`).
    public var year: String? {
        releaseDate.map { String($0.year) }
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, overview, releaseDate, rating, posterPath
    }

    /// Decodes the camelCase form; optional pieces may be missing or `null`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when `id` or `title` is missing or a value has the wrong type, or the
    ///   release date is not `"YYYY-MM-DD"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            overview: try container.decodeIfPresent(String.self, forKey: .overview) ?? "",
            releaseDate: try container.decodeIfPresent(ReleaseDate.self, forKey: .releaseDate),
            rating: try container.decodeIfPresent(Double.self, forKey: .rating) ?? 0,
            posterPath: try container.decodeIfPresent(String.self, forKey: .posterPath)
        )
    }

    /// Encodes every key, writing `null` for a missing release date or poster path.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error when it cannot encode a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(overview, forKey: .overview)
        if let releaseDate {
            try container.encode(releaseDate, forKey: .releaseDate)
        } else {
            try container.encodeNil(forKey: .releaseDate)
        }
        try container.encode(rating, forKey: .rating)
        if let posterPath {
            try container.encode(posterPath, forKey: .posterPath)
        } else {
            try container.encodeNil(forKey: .posterPath)
        }
    }
}
