extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the given offsets, as `onDelete` passes them.
    ///
    /// - Parameter offsets: The offsets of the elements to remove.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at the given offsets to before the element at `destination`, keeping their
    /// order, as `onMove` passes them.
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: An offset in the collection before the move: the moved elements go before
    ///     the element there (or at the end when it is the collection's count).
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
