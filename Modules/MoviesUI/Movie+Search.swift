import Foundation
import Movies

/// A search through titles, ignoring case and accents (`amelie` finds `Amélie`); an empty term
/// matches every movie.
struct MovieSearch: Equatable, Sendable {
    private let term: String

    init(_ term: String) {
        var folded = TitleSortKey.folded(term)
        folded.makeContiguousUTF8()
        self.term = folded
    }

    /// Whether a title, by its entry, matches.
    func matches(_ title: TitleFolding.Entry) -> Bool {
        term.isEmpty || TitleSortKey.contains(term, in: title.folded)
    }

}
