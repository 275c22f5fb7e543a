/// An array seen without knowing its element type: its elements one by one, so a path such as
/// `movies[42].title` is read and written by encoding one element rather than the whole array.
protocol ArrayValue {
    var elementCount: Int { get }
    func element(at index: Int) -> Any
    /// The array with `newElement` at `index`, or nil when `newElement` has another type.
    func replacingElement(at index: Int, with newElement: Any) -> Any?
}

extension Array: ArrayValue {
    var elementCount: Int { count }

    func element(at index: Int) -> Any {
        self[index]
    }

    func replacingElement(at index: Int, with newElement: Any) -> Any? {
        guard let newElement = newElement as? Element else { return nil }
        var copy = self
        copy[index] = newElement
        return copy
    }
}

/// An array whose elements can be compared, to find what a write changed without encoding it.
protocol ComparableArrayValue {
    /// The positions where this array and `other` differ, or nil when `other` is not an array of
    /// the same type and length.
    func differingIndices(from other: Any) -> [Int]?
}

extension Array: ComparableArrayValue where Element: Equatable {
    func differingIndices(from other: Any) -> [Int]? {
        guard let other = other as? [Element], other.count == count else { return nil }
        // The same storage (a step that wrote no element): nothing differs, and no element is compared.
        let sameStorage = withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
        if sameStorage { return [] }
        return indices.filter { self[$0] != other[$0] }
    }
}
