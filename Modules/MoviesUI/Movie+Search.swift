import Foundation
import Movies

extension Movie {
    /// True when the title contains `term`, ignoring case and accents (`amelie` finds `Amélie`);
    /// an empty term matches every movie.
    func matches(searchTerm term: String) -> Bool {
        term.isEmpty || title.range(of: term, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
