/// Which elements of a collection the writes a host has not applied yet replaced. An element
/// binding of a `@State` collection (`$movies[i]`) offers each write (see ``ElementWrite``); the
/// storage that takes the write records it in its host's journal. A `ForEach` whose data went from
/// the old value to the new one then makes only the rows at the changed offsets again, and the
/// storage tells a change without comparing the whole collection.
///
/// Values are told apart by their buffer (see ``BufferIdentity``). Each entry keeps both values
/// alive, so no other value can take over their buffers while the entry exists. The host empties
/// its journal once it applied its updates (and the oldest entries go first past ``capacity``).
@MainActor
final class ChangeJournal {
    /// One write: the element at `offset` of `old` was replaced, giving `new`.
    private struct Entry {
        let write: ElementWrite
        /// Both values, kept alive while the entry exists.
        let values: (old: Any, new: Any)
    }

    private var entries: [Entry] = []

    /// At most this many writes are remembered between updates (they keep their values alive).
    static let capacity = PendingChange.elementCapacity

    /// Remembers `write`, keeping `values` (its old and new collections) alive.
    func record(_ write: ElementWrite, values: (old: Any, new: Any)) {
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(Entry(write: write, values: values))
    }

    /// The offsets of the elements replaced from `old` to `new` when recorded writes lead from one
    /// to the other (empty when they are the same value); nil when unknown. Every replaced element
    /// counts, even one equal to the element it replaced (`==` may overlook what a view shows).
    func changedOffsets(from old: BufferIdentity, to new: BufferIdentity) -> [Int]? {
        if old == new { return [] }
        var current = old
        var offsets: [Int] = []
        for entry in entries where entry.write.old == current {
            offsets.append(entry.write.offset)
            current = entry.write.new
            if current == new { return offsets }
        }
        return nil
    }

    /// Entries forgotten by the last ``removeAll()``, released on the next turn of the main actor.
    private var retired: [Entry] = []

    /// Forgets every recorded write (the host applied its updates).
    ///
    /// The entries' values are released on the next turn of the main actor rather than now: the
    /// old value of a large collection is often the last copy of it (a 100,000-movie array takes
    /// about 5 ms to destroy), and the update that replaced it should not wait for that. At most
    /// one batch waits: a batch still there when the next one retires is released first.
    func removeAll() {
        guard !entries.isEmpty else { return }
        let scheduled = !retired.isEmpty
        retired = entries
        entries.removeAll()
        guard !scheduled else { return }
        SpawnScope.untracked { _ = Task { @MainActor [weak self] in self?.retired.removeAll() } }
    }

    /// Forgets every write and releases every value now (the host unmounted).
    func releaseAll() {
        entries.removeAll()
        retired.removeAll()
    }
}
