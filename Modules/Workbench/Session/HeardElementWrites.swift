/// The element writes heard since the last checkpoint was compacted: for each value (a binding's
/// name, a state's path), the array each write went from, the array it gave and the offsets it
/// changed. Compacting a checkpoint follows them from the checkpoint's array to the present one
/// and keeps just those elements, without comparing every element; when they do not lead there
/// (a write made whole, or one not heard), the elements are compared as before.
///
/// Arrays are told apart by their storage (``ArrayValue/storageAddress``). Each write keeps both
/// arrays alive, so no other array can take over their storage while it is remembered; the
/// writes are forgotten at each compaction, and the oldest past ``capacity``.
struct HeardElementWrites {
    private struct Write {
        let key: String
        let old: any ArrayValue
        let new: any ArrayValue
        let offsets: [Int]
    }

    private var writes: [Write] = []

    /// At most this many writes are remembered between compactions.
    static let capacity = 64

    /// Remembers a write of the value `key` from `old` to `new`, when it changed the elements at
    /// `changedElements` of an array (a write of the whole value is not remembered).
    mutating func record(key: String, old: Any?, new: Any, changedElements: [Int]?) {
        guard let changedElements, let old = old as? any ArrayValue, let new = new as? any ArrayValue else { return }
        if writes.count >= Self.capacity { writes.removeFirst() }
        writes.append(Write(key: key, old: old, new: new, offsets: changedElements))
    }

    /// The offsets of the elements that the remembered writes of `key` changed, from `old` to
    /// `new` (sorted, each once; empty when they are the same array); nil when the writes do not
    /// lead from one to the other.
    func changedOffsets(of key: String, from old: Any, to new: Any) -> [Int]? {
        guard let old = (old as? any ArrayValue)?.storageAddress, let new = (new as? any ArrayValue)?.storageAddress
        else { return nil }
        if old == new { return [] }
        var current = old
        var offsets = Set<Int>()
        for write in writes where write.key == key && write.old.storageAddress == current {
            offsets.formUnion(write.offsets)
            guard let next = write.new.storageAddress else { return nil }
            current = next
            if current == new { return offsets.sorted() }
        }
        return nil
    }

    /// Forgets every write.
    mutating func removeAll() {
        writes.removeAll()
    }
}
