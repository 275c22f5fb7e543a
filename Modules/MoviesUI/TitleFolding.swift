import Foundation

/// The folded form and the sort key of each title, made once per title and kept: the browser
/// filters and sorts the same titles again after every change, and a title's folded form and
/// key never change. Holds at most ``limit`` titles (then starts again); safe from any thread.
final class TitleFolding: Sendable {
    /// What is kept for one title.
    struct Entry: Sendable {
        /// The title without case and accents (what a search compares).
        let folded: String
        /// How the title sorts.
        let key: TitleSortKey
    }

    /// The one every browser shares.
    static let shared = TitleFolding()

    /// At most this many titles are kept.
    static let limit = 200_000

    private let lock = NSLock()
    private nonisolated(unsafe) var entries: [String: Entry] = [:]  // every access holds `lock`

    /// The entry for each of `titles`, in order.
    func entries(for titles: [String]) -> [Entry] {
        lock.lock()
        defer { lock.unlock() }
        if entries.count + titles.count > Self.limit { entries.removeAll(keepingCapacity: true) }
        return titles.map { title in
            if let known = entries[title] { return known }
            let folded = TitleSortKey.folded(title)
            let made = Entry(folded: folded, key: TitleSortKey(folded: folded))
            entries[title] = made
            return made
        }
    }
}
