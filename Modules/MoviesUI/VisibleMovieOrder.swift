import Foundation
import Movies

/// The browser's last visible movies (those its search matches, in its order), kept so that the
/// next evaluation of its body redoes only what changed. A body is evaluated again after every
/// write to its movies, most often to one movie of thousands: the movies are compared with the
/// ones kept (in place, without copies), the changed ones leave the order, and those that still
/// match go back where they now sort (a binary search each), instead of every title being looked
/// up and every movie sorted again. Anything else (another search, order or length, or many
/// changes) orders the movies from scratch. Either way the result is what filtering and then a
/// stable sort give.
///
/// One ordering is kept, the last one made, whichever browser asked; safe from any thread.
final class VisibleMovieOrder: Sendable {
    /// What the last ordering was made from, and what it gave.
    private struct Kept {
        var movies: [Movie]
        let search: MovieSearch
        let sort: MovieSortOrder
        /// Each movie's title entry, by position in `movies`.
        var titles: [TitleFolding.Entry]
        /// The positions in `movies` of the visible movies, in the order shown.
        var order: [Int]
    }

    /// The one every browser shares.
    static let shared = VisibleMovieOrder()

    /// At most this many changed movies are placed again one by one; more order all of them again.
    static let largestPatch = 64

    private let lock = NSLock()
    private nonisolated(unsafe) var kept: Kept?  // every access holds `lock`

    /// The movies that `search` matches, in `sort`'s order.
    func visible(_ movies: [Movie], matching search: MovieSearch, in sort: MovieSortOrder) -> [Movie] {
        lock.lock()
        defer { lock.unlock() }
        // Taken out, so that patching changes its arrays in place rather than copying them.
        var made = kept.take()
        if made == nil || !Self.patch(&made!, to: movies, search: search, sort: sort) {
            made = Self.ordered(movies, search: search, sort: sort)
        }
        kept = made
        return made!.order.map { movies[$0] }
    }

    /// `movies` ordered from scratch.
    private static func ordered(_ movies: [Movie], search: MovieSearch, sort: MovieSortOrder) -> Kept {
        let titles = TitleFolding.shared.entries(for: movies.map(\.title))
        let matching = movies.indices.filter { search.matches(titles[$0]) }
        let order = sort.sortedPositions(matching, of: movies, titles: titles)
        return Kept(movies: movies, search: search, sort: sort, titles: titles, order: order)
    }

    /// Brings `kept` up to date with `movies` when it was made with the same search and order
    /// from as many movies, of which few changed; false (and `kept` unchanged) otherwise.
    private static func patch(_ kept: inout Kept, to movies: [Movie], search: MovieSearch, sort: MovieSortOrder)
        -> Bool
    {
        guard kept.search == search, kept.sort == sort, kept.movies.count == movies.count,
            let changed = changedPositions(from: kept.movies, to: movies)
        else { return false }
        kept.movies = movies
        guard !changed.isEmpty else { return true }
        for (position, entry) in zip(changed, TitleFolding.shared.entries(for: changed.map { movies[$0].title })) {
            kept.titles[position] = entry
        }
        var isChanged = [Bool](repeating: false, count: movies.count)
        for position in changed { isChanged[position] = true }
        kept.order.removeAll { isChanged[$0] }
        for position in changed where search.matches(kept.titles[position]) {
            var low = 0
            var high = kept.order.count
            while low < high {
                let middle = (low + high) / 2
                if sort.isBefore(kept.order[middle], position, of: movies, titles: kept.titles) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            kept.order.insert(position, at: low)
        }
        return true
    }

    /// The positions where `old` and `new` (as long) hold movies that may be placed otherwise:
    /// another id, title, date or rating (what a search and an order read); nil when more than
    /// ``largestPatch`` do. Another overview or poster changes no place: the visible movies are
    /// read from `new` anyway.
    private static func changedPositions(from old: [Movie], to new: [Movie]) -> [Int]? {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                if old.baseAddress == new.baseAddress { return [] }
                var changed: [Int] = []
                // Field by field: comparing whole movies would copy each of them.
                for position in old.indices
                where old[position].id != new[position].id || old[position].rating != new[position].rating
                    || old[position].releaseDate != new[position].releaseDate
                    || old[position].title != new[position].title
                {
                    if changed.count == largestPatch { return nil }
                    changed.append(position)
                }
                return changed
            }
        }
    }
}
