import Foundation
import TextUI

/// Every write to the mounted component's values: when, where, the old and new value, and who
/// wrote it; and the mounts and dependency swaps between them. Writes that `undo` rewound are
/// marked. Keeps the newest entries up to a cap, so a long session stays small.
public struct SessionLog {
    /// What an entry records.
    public enum Kind: Equatable, Sendable {
        /// A write of ``Entry/newValue`` over ``Entry/oldValue`` at ``Entry/path``.
        case write
        /// The component named ``Entry/path`` was mounted, with the bindings in ``Entry/newValue``.
        case mount
        /// The dependency named ``Entry/path`` was swapped from the choice ``Entry/oldValue`` to
        /// ``Entry/newValue``, and the component mounted again with it.
        case dependencySwap
    }

    /// One write, mount or swap.
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
        /// What it records: a write, a mount or a dependency swap.
        public var kind = Kind.write
        /// True when `undo` rewound it (and no `redo` brought it back).
        public var isUndone = false
    }

    /// How many entries are kept.
    public let capacity: Int
    private(set) var entries: [Entry] = []
    private var start = 0
    /// How many older entries were dropped to stay under the cap.
    public private(set) var droppedCount = 0
    /// How many entries were ever appended (dropped ones too): the position of the next entry.
    public var appendedCount: Int { droppedCount + entries.count }

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

    /// Marks the entries at `positions` (as ``appendedCount`` counted them when they were
    /// appended) undone or not; dropped ones are skipped.
    ///
    /// - Parameters:
    ///   - positions: The entries' positions, e.g. those appended since an undo checkpoint.
    ///   - isUndone: Whether `undo` rewound them (`false` when `redo` brought them back).
    public mutating func mark(_ positions: Range<Int>, undone isUndone: Bool) {
        for position in positions where position >= droppedCount && position < appendedCount {
            entries[(start + position - droppedCount) % entries.count].isUndone = isUndone
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
