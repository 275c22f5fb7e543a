/// A binding to a mutable collection is itself a collection of bindings to its elements, so
/// `ForEach($items) { $item in ... }` works. These element bindings address elements by index;
/// `ForEach` over a binding of `Identifiable` elements gives each row a binding that finds its
/// element by id instead, so it follows its element after a reorder.
///
/// Element bindings of a `@State` collection (`$items[3]`) record that a body read one element:
/// a write to another element does not invalidate it. Their writes record which element they
/// replaced (see ``ElementWrite``).
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// A binding to the element at a position.
    ///
    /// - Parameter position: The element's position.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: {
                guard let storage = self.storage as? StateStorage<Value> else { return self.wrappedValue[position] }
                let value = storage.peek()
                storage.signal.recordRead(element: value.distance(from: value.startIndex, to: position))
                return value[position]
            },
            set: { newElement in
                let old = self.wrappedValue
                var value = old
                value[position] = newElement
                ElementWrite.offer(old: old, new: value, at: position) { self.wrappedValue = value }
            }
        )
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {
    // The bound collection's own jumps and distances (constant time for an array), not the
    // default's steps one index at a time (each of which would read the bound value).

    /// The number of elements of the bound collection.
    public var count: Int { wrappedValue.count }

    /// The bound collection's index `distance` positions from `index`.
    ///
    /// - Parameters:
    ///   - index: A valid index of the bound collection.
    ///   - distance: How many positions to move (negative moves back).
    /// - Returns: The index `distance` positions from `index`.
    public func index(_ index: Index, offsetBy distance: Int) -> Index {
        wrappedValue.index(index, offsetBy: distance)
    }

    /// The bound collection's index `distance` positions from `index`, unless that passes `limit`.
    ///
    /// - Parameters:
    ///   - index: A valid index of the bound collection.
    ///   - distance: How many positions to move (negative moves back).
    ///   - limit: An index the move may not pass.
    /// - Returns: The index `distance` positions from `index`, or nil when it would pass `limit`.
    public func index(_ index: Index, offsetBy distance: Int, limitedBy limit: Index) -> Index? {
        wrappedValue.index(index, offsetBy: distance, limitedBy: limit)
    }

    /// How many positions separate two indices of the bound collection.
    ///
    /// - Parameters:
    ///   - start: A valid index of the bound collection.
    ///   - end: Another valid index of the bound collection.
    /// - Returns: The distance from `start` to `end` (negative when `end` comes first).
    public func distance(from start: Index, to end: Index) -> Int {
        wrappedValue.distance(from: start, to: end)
    }
}

extension Binding where Value: MutableCollection & RandomAccessCollection, Value.Element: Identifiable {
    /// A binding to `element`, found by its id on every access (starting where it was last seen),
    /// so it stays right when the collection is reordered. After the element is removed, reads
    /// return its last known value and writes are ignored.
    func identifiedElement(_ element: Value.Element, at index: Value.Index) -> Binding<Value.Element> {
        let collection = self
        let id = element.id
        var lastKnownIndex = index
        var lastKnown = element
        func locate(_ value: Value) -> Value.Index? {
            if lastKnownIndex >= value.startIndex, lastKnownIndex < value.endIndex,
                value[lastKnownIndex].id == id
            {
                return lastKnownIndex
            }
            guard let found = value.firstIndex(where: { $0.id == id }) else { return nil }
            lastKnownIndex = found
            return found
        }
        return Binding<Value.Element>(
            get: {
                let storage = collection.storage as? StateStorage<Value>
                let value = storage?.peek() ?? collection.wrappedValue
                if let index = locate(value) {
                    storage?.signal.recordRead(element: value.distance(from: value.startIndex, to: index))
                    lastKnown = value[index]
                } else {
                    storage?.signal.recordRead()
                }
                return lastKnown
            },
            set: { newValue in
                let old = collection.wrappedValue
                guard let index = locate(old) else { return }
                var value = old
                value[index] = newValue
                lastKnown = newValue
                ElementWrite.offer(old: old, new: value, at: index) { collection.wrappedValue = value }
            }
        )
    }
}
