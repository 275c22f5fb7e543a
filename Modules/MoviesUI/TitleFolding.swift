import Foundation

/// The folded form and the sort key of each title, made once per title and kept: the browser
/// filters and sorts the same titles again after every change, and a title's folded form and
/// key never change. Holds at most ``limit`` titles (then starts again); safe from any thread.
final class TitleFolding: Sendable {
    /// What is kept for one title.
    struct Entry: Sendable {
        /// The title, byte for byte (a `String` key also finds a title written with other but
        /// equivalent Unicode sequences, which may fold to other bytes).
        let title: String
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
        return titles.map { title in
            if let known = entries[title] {
                if known.title.utf8.elementsEqual(title.utf8) { return known }
                return Self.entry(for: title)  // an equivalent spelling: not kept
            }
            if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
            let made = Self.entry(for: title)
            entries[title] = made
            return made
        }
    }

    private static func entry(for title: String) -> Entry {
        var folded = TitleSortKey.folded(title)
        folded.makeContiguousUTF8()
        return Entry(title: title, folded: folded, key: TitleSortKey(folded: folded))
    }
}
