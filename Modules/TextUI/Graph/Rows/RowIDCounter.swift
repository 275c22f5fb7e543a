/// Counts how many times each row id was met, so a repeated id gets a key of its own. It compares
/// hash values (``RowIDHash``, in a table of integers of its own, which uses them as they are
/// rather than hashing them again) until two ids share one, and only then the ids themselves: a
/// typed set of any `Hashable`, in generic code, costs several times more per row.
struct RowIDCounter<ID: Hashable> {
    /// The hash values met, by open addressing (0 marks an empty slot; a hash value of 0 is kept
    /// as 1, which at worst makes two ids look alike and the ids themselves be compared).
    private var slots: [Int] = []
    private var storedHashCount = 0
    /// Once two ids shared a hash value: how many times each id was met.
    private var counts: [ID: Int]?
    /// How the ids in `slots` were hashed: all of them alike.
    private var scheme = RowIDHash.scheme(for: ID.self)

    /// Ids are hashed this many at a time, then looked up together: the lookups of a long list's
    /// ids land all over a large table, and made one after another (rather than between the
    /// hashing of each id) the processor waits for many of them at once.
    private static var blockSize: Int { 128 }

    /// How many times each of `ids` (the ids that follow `earlier`) was met before, counting them
    /// now; nil when none was (the usual case: every id met for the first time).
    mutating func occurrences(of ids: ArraySlice<ID>, after earlier: some Sequence<ID>) -> [Int]? {
        var start = ids.startIndex
        if counts == nil {
            reserve(ids.count)
            var hashes: [Int] = []
            hashes.reserveCapacity(min(ids.count, Self.blockSize))
            while start < ids.endIndex, counts == nil {
                let end = min(start + Self.blockSize, ids.endIndex)
                hashes.removeAll(keepingCapacity: true)
                if !RowIDHash.append(ids[start..<end], scheme: scheme, to: &hashes) {
                    // An id without a hash by its bits: every id is hashed by `hashValue` now.
                    rehashAll(earlier, ids[ids.startIndex..<start])
                    hashes.removeAll(keepingCapacity: true)
                    _ = RowIDHash.append(ids[start..<end], scheme: scheme, to: &hashes)
                }
                for (index, hash) in zip(start..<end, hashes) where !insert(hash) {
                    // Two ids share a hash value: from here on the ids are counted themselves
                    // (all those before were different: their hash values were).
                    var made: [ID: Int] = [:]
                    made.reserveCapacity(earlier.underestimatedCount + ids.count)
                    for earlierID in earlier {
                        made[earlierID] = 1
                    }
                    for earlierID in ids[ids.startIndex..<index] {
                        made[earlierID] = 1
                    }
                    counts = made
                    slots = []
                    start = index
                    break
                }
                if counts == nil { start = end }
            }
            guard counts != nil else { return nil }
        }
        var occurrences = Array(repeating: 0, count: start - ids.startIndex)
        occurrences.reserveCapacity(ids.count)
        for id in ids[start...] {
            let occurrence = counts?[id] ?? 0
            counts?[id] = occurrence + 1
            occurrences.append(occurrence)
        }
        return occurrences.contains { $0 > 0 } ? occurrences : nil
    }

    /// Hashes the ids met so far (`earlier`, then `before`) again by `hashValue`, from now on the
    /// counter's scheme.
    private mutating func rehashAll(_ earlier: some Sequence<ID>, _ before: ArraySlice<ID>) {
        scheme = .standard
        let capacity = slots.count
        slots = Array(repeating: 0, count: capacity)
        storedHashCount = 0
        for id in earlier { _ = insert(id.hashValue) }
        for id in before { _ = insert(id.hashValue) }
    }

    /// Makes room for `count` more ids.
    private mutating func reserve(_ count: Int) {
        let needed = (storedHashCount + count) * 2
        if needed > slots.count { rehash(capacity: needed) }
    }

    /// Adds `hash`; false when it was there already.
    private mutating func insert(_ hash: Int) -> Bool {
        if (storedHashCount + 1) * 2 > slots.count { rehash(capacity: (storedHashCount + 1) * 2) }
        let stored = hash == 0 ? 1 : hash
        let mask = slots.count - 1
        var slot = stored & mask
        while true {
            let found = slots[slot]
            if found == 0 {
                slots[slot] = stored
                storedHashCount += 1
                return true
            }
            if found == stored { return false }
            slot = (slot + 1) & mask
        }
    }

    /// Makes the table a power of two of at least `capacity` slots, keeping what it holds.
    private mutating func rehash(capacity: Int) {
        var size = 16
        while size < capacity { size *= 2 }
        let old = slots
        slots = Array(repeating: 0, count: size)
        let mask = size - 1
        for stored in old where stored != 0 {
            var slot = stored & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }
}
