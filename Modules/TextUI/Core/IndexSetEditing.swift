extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `onDelete` passes).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination` (an offset in the
    /// collection before the move, as `onMove` passes it), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.map { elements[$0] }
        let staying = elements.indices.filter { !source.contains($0) }.map { elements[$0] }
        let insertion = destination - source.count(in: 0..<destination)
        let reordered = staying[..<insertion] + moving + staying[insertion...]
        for (index, element) in zip(indices, reordered) {
            self[index] = element
        }
    }
}
