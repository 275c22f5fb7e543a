/// What a `ForEach` made for its rows last time, typed, so it can tell changed rows from
/// unchanged ones without going through `any View`.
final class RowMemory<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    /// The `ForEach` value the rows were made from (its data, content and identification).
    var source: ForEach<Data, ID, Content>?
    var ids: [ID] = []
    var rows: [Content] = []
    /// False once an id repeated (rows are then told apart by position only).
    var isComplete = true

    /// The ids met so far, and how many times each repeated id was met beyond its first.
    private var seen: Set<ID> = []
    private var repeats: [ID: Int] = [:]

    /// How many times `id` was met before (0 the first time), counting this time.
    func occurrence(of id: ID) -> Int {
        if seen.insert(id).inserted { return 0 }
        let occurrence = repeats[id, default: 0] + 1
        repeats[id] = occurrence
        return occurrence
    }

    func remember(_ id: ID, _ row: Content, at offset: Int) {
        guard offset == rows.count else {
            isComplete = false
            return
        }
        ids.append(id)
        rows.append(row)
    }
}
