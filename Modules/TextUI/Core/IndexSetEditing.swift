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
    /// Elements are moved, not copied: one run of offsets (the usual case, a row dragged) is a
    /// rotation of the elements between it and the destination; the others keep their values,
    /// bit for bit, so a list over the collection sees which element moved.
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: An offset in the collection before the move: the moved elements go before
    ///     the element there (or at the end when it is the collection's count).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        if source.rangeView.count == 1, let run = source.rangeView.first {
            moveRun(run.lowerBound..<run.upperBound, to: destination)
            return
        }
        let elements = Array(self)
        let moving = source.map { elements[$0] }
        let staying = elements.indices.filter { !source.contains($0) }.map { elements[$0] }
        let insertion = destination - source.count(in: 0..<destination)
        let reordered = staying[..<insertion] + moving + staying[insertion...]
        for (index, element) in zip(indices, reordered) {
            self[index] = element
        }
    }

    /// Moves the elements at the offsets `run` to before the element at `destination`.
    private mutating func moveRun(_ run: Range<Int>, to destination: Int) {
        if destination < run.lowerBound {
            rotate(offsets: destination..<run.upperBound, bringingToFront: run.lowerBound)
        } else if destination > run.upperBound {
            rotate(offsets: run.lowerBound..<destination, bringingToFront: run.upperBound)
        }
    }

    /// Rotates the elements at `offsets` so that the one at offset `middle` comes first (the
    /// forward rotation: each element swapped into place, indices only ever advanced).
    private mutating func rotate(offsets: Range<Int>, bringingToFront middle: Int) {
        let rotated: Void? = withContiguousMutableStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress else { return }
            Self.rotate(base + offsets.lowerBound, count: offsets.count, bringingToFront: middle - offsets.lowerBound)
        }
        if rotated != nil { return }
        var first = index(startIndex, offsetBy: offsets.lowerBound)
        var pivot = index(first, offsetBy: middle - offsets.lowerBound)
        let last = index(pivot, offsetBy: offsets.upperBound - middle)
        var next = pivot
        while first != next {
            swapAt(first, next)
            formIndex(after: &first)
            formIndex(after: &next)
            if next == last {
                next = pivot
            } else if first == pivot {
                pivot = next
            }
        }
    }

    /// Rotates the `count` elements at `start` so that the one at `middle` comes first: the
    /// shorter side is moved aside, the longer one moved over in one go, the shorter put back
    /// (elements are moved, not copied, as the standard library moves them in an array).
    private static func rotate(_ start: UnsafeMutablePointer<Element>, count: Int, bringingToFront middle: Int) {
        let (left, right) = (middle, count - middle)
        guard left > 0, right > 0 else { return }
        let aside = UnsafeMutablePointer<Element>.allocate(capacity: Swift.min(left, right))
        defer { aside.deallocate() }
        if left <= right {
            aside.moveInitialize(from: start, count: left)
            start.moveInitialize(from: start + left, count: right)
            (start + right).moveInitialize(from: aside, count: left)
        } else {
            aside.moveInitialize(from: start + left, count: right)
            (start + right).moveInitialize(from: start, count: left)
            start.moveInitialize(from: aside, count: right)
        }
    }
}
