import Foundation

/// An array seen without knowing its element type: its elements one by one, so a path such as
/// `movies[42].title` is read and written by encoding one element rather than the whole array.
protocol ArrayValue {
    var elementCount: Int { get }
    /// Where its elements are stored, which two arrays share only when they are the same value;
    /// nil when it has no elements.
    var storageAddress: UnsafeRawPointer? { get }
    func element(at index: Int) -> Any
    /// The array with `newElement` at `index`, or nil when `newElement` has another type.
    func replacingElement(at index: Int, with newElement: Any) -> Any?
}

extension Array: ArrayValue {
    var elementCount: Int { count }

    var storageAddress: UnsafeRawPointer? {
        guard !isEmpty else { return nil }
        return withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

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
        if isEmpty || storageAddress == other.storageAddress { return [] }
        // Compared in place (reading `self[i]` of an unspecialized array copies the element), and
        // first by their bytes: an element that a write left alone has the same bytes as before
        // (the same value), and this code is not specialized for the element's `==`.
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                guard let left = mine.baseAddress, let right = theirs.baseAddress else { return [] }
                let size = MemoryLayout<Element>.size
                return mine.indices.filter { index in
                    memcmp(left + index, right + index, size) != 0 && mine[index] != theirs[index]
                }
            }
        }
    }
}
