/// The orders TMDB's `/discover/movie` can sort by, as its `sort_by` values.
public enum TMDBSortOrder: String, CaseIterable, Sendable {
    /// Most popular first (`popularity.desc`), TMDB's default.
    case popularityDescending = "popularity.desc"
    /// Highest rated first (`vote_average.desc`).
    case ratingDescending = "vote_average.desc"
    /// Most voted first (`vote_count.desc`).
    case voteCountDescending = "vote_count.desc"
    /// Newest first (`primary_release_date.desc`).
    case releaseDateDescending = "primary_release_date.desc"
    /// Oldest first (`primary_release_date.asc`).
    case releaseDateAscending = "primary_release_date.asc"
    /// Highest grossing first (`revenue.desc`).
    case revenueDescending = "revenue.desc"
    /// Alphabetical by title (`title.asc`).
    case titleAscending = "title.asc"
}
