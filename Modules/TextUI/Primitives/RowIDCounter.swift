/// Counts how many times each row id was met, so a repeated id gets a key of its own. It compares
/// hash values (a set of integers) until two ids share one, and only then the ids themselves:
/// a typed set of any `Hashable`, in generic code, costs several times more per row.
struct RowIDCounter<ID: Hashable> {
    private var hashes: Set<Int> = []
    /// Once two ids shared a hash value: how many times each id was met.
    private var counts: [ID: Int]?

    /// Makes room for `count` more ids.
    mutating func reserve(_ count: Int) {
        if counts == nil { hashes.reserveCapacity(hashes.count + count) }
    }

    /// How many times `id` was met before (0 the first time), counting it now. `earlier` are the
    /// ids met so far (read once, when two ids first share a hash value: until then they all
    /// differ).
    mutating func occurrence(of id: ID, earlier: @autoclosure () -> [ID]) -> Int {
        if counts == nil {
            if hashes.insert(id.hashValue).inserted { return 0 }
            let earlier = earlier()
            var made: [ID: Int] = [:]
            made.reserveCapacity(earlier.count)
            for earlierID in earlier {
                made[earlierID] = 1
            }
            counts = made
            hashes = []
        }
        let occurrence = counts?[id] ?? 0
        counts?[id] = occurrence + 1
        return occurrence
    }
}
