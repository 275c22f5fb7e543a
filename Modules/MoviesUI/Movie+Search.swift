import Foundation
import Movies

/// A search through titles, ignoring case and accents (`amelie` finds `Amélie`); an empty term
/// matches every movie.
struct MovieSearch {
    private let term: String

    init(_ term: String) {
        var folded = TitleSortKey.folded(term)
        folded.makeContiguousUTF8()
        self.term = folded
    }

    /// The movies that match, in order (each title folded once for all searches).
    func filter(_ movies: [Movie]) -> [Movie] {
        guard !term.isEmpty else { return movies }
        let titles = TitleFolding.shared.entries(for: movies.map(\.title))
        return movies.indices.filter { TitleSortKey.contains(term, in: titles[$0].folded) }.map { movies[$0] }
    }
}
