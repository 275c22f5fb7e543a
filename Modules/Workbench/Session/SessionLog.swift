import Foundation
import TextUI

/// Every write to the mounted component's values: when, where, the old and new value, and who
/// wrote it. Keeps the newest entries up to a cap, so a long session stays small.
public struct SessionLog {
    /// One write.
    public struct Entry: Equatable, Sendable {
        /// When it happened.
        public let time: Date
        /// The binding or state path written (narrowed to the part that changed when one part did).
        public let path: String
        /// The old value, as JSON or a description.
        public let oldValue: String
        /// The new value, as JSON or a description.
        public let newValue: String
        /// Who wrote it.
        public let origin: UpdateOrigin
    }

    /// How many entries are kept.
    public let capacity: Int
    private(set) var entries: [Entry] = []
    private var start = 0
    /// How many older entries were dropped to stay under the cap.
    public private(set) var droppedCount = 0

    /// An empty log keeping at most `capacity` entries.
    ///
    /// - Parameter capacity: How many entries to keep; values below 1 keep 1.
    public init(capacity: Int = 1000) {
        self.capacity = max(1, capacity)
    }

    /// Appends an entry, dropping the oldest when full.
    ///
    /// - Parameter entry: The write to record; dropping one counts in ``droppedCount``.
    public mutating func append(_ entry: Entry) {
        if entries.count < capacity {
            entries.append(entry)
        } else {
            entries[start] = entry
            start = (start + 1) % capacity
            droppedCount += 1
        }
    }

    /// The entries, oldest first.
    public var all: [Entry] {
        Array(entries[start...] + entries[..<start])
    }

    /// Forgets everything.
    public mutating func removeAll() {
        entries.removeAll()
        start = 0
        droppedCount = 0
    }
}
