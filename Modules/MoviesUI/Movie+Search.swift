import Foundation
import Movies

/// A search through titles, ignoring case and accents (`amelie` finds `Amélie`); an empty term
/// matches every movie.
struct MovieSearch {
    private let term: String

    init(_ term: String) {
        self.term = TitleSortKey.folded(term)
    }

    func matches(_ movie: Movie) -> Bool {
        term.isEmpty || TitleSortKey.contains(term, in: TitleSortKey.folded(movie.title))
    }
}
