import Foundation
import Movies

/// How the browser orders movies. Its JSON is its raw value: `"title"`, `"year"` or `"rating"`.
public enum MovieSortOrder: String, Codable, CaseIterable, Sendable {
    /// A to Z, the way people sort (`12 Angry Men` before `Amélie` before `Blade Runner`).
    case title
    /// Newest first; movies without a release date last.
    case year
    /// Highest rated first.
    case rating

    /// The option's name on screen.
    public var label: String {
        switch self {
        case .title: "Title"
        case .year: "Year"
        case .rating: "Rating"
        }
    }

    /// The order's direction on screen, an arrow and words: `↑ A to Z`, `↓ newest first`, `↓ highest first`.
    public var direction: String {
        switch self {
        case .title: "↑ A to Z"
        case .year: "↓ newest first"
        case .rating: "↓ highest first"
        }
    }

    /// `movies` in this order; ties go by title, then by id, so the order is always the same.
    ///
    /// - Parameter movies: The movies to sort, in any order.
    /// - Returns: The same movies, sorted.
    public func sorted(_ movies: [Movie]) -> [Movie] {
        let titles = TitleFolding.shared.entries(for: movies.map(\.title))
        return sortedPositions(Array(movies.indices), of: movies, titles: titles).map { movies[$0] }
    }

    /// `positions` (of `movies`, in increasing order) in this order, each movie's title entry at
    /// its position in `titles`; equal movies keep their order (a stable sort).
    func sortedPositions(_ positions: [Int], of movies: [Movie], titles: [TitleFolding.Entry]) -> [Int] {
        positions.sorted { areInIncreasingOrder(movies[$0], titles[$0].key, movies[$1], titles[$1].key) }
    }

    /// Whether the movie at position `left` comes before the one at `right` in the order
    /// ``sortedPositions(_:of:titles:)`` gives: by this order, then by position.
    func isBefore(_ left: Int, _ right: Int, of movies: [Movie], titles: [TitleFolding.Entry]) -> Bool {
        if areInIncreasingOrder(movies[left], titles[left].key, movies[right], titles[right].key) { return true }
        if areInIncreasingOrder(movies[right], titles[right].key, movies[left], titles[left].key) { return false }
        return left < right
    }

    private func areInIncreasingOrder(_ lhs: Movie, _ lhsTitle: TitleSortKey, _ rhs: Movie, _ rhsTitle: TitleSortKey)
        -> Bool
    {
        switch self {
        case .title:
            break
        case .year where lhs.releaseDate != rhs.releaseDate:
            guard let left = lhs.releaseDate else { return false }
            guard let right = rhs.releaseDate else { return true }
            return left > right
        case .rating where lhs.rating != rhs.rating:
            return lhs.rating > rhs.rating
        case .year, .rating:
            break
        }
        if lhsTitle != rhsTitle { return lhsTitle < rhsTitle }
        return lhs.id < rhs.id
    }
}
