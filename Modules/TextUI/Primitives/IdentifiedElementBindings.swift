/// The elements of a bound collection of `Identifiable` elements, as bindings that each follow
/// their element by id.
public struct IdentifiedElementBindings<C: MutableCollection & RandomAccessCollection>: RandomAccessCollection,
    BufferBacked, BoundElements
where C.Element: Identifiable {
    let base: Binding<C>
    let snapshot: C

    var bufferIdentity: BufferIdentity? { BufferIdentity.of(snapshot) }

    var storageSignal: ChangeSignal? { base.storage?.signal }

    func bindTheSameStorage(as other: Any) -> Bool {
        guard let other = other as? Self, let storage = base.storage else { return false }
        return storage === other.base.storage
    }

    init(_ base: Binding<C>) {
        self.base = base
        self.snapshot = base.wrappedValue
    }

    public var startIndex: C.Index { snapshot.startIndex }
    public var endIndex: C.Index { snapshot.endIndex }
    public func index(after index: C.Index) -> C.Index { snapshot.index(after: index) }
    public func index(before index: C.Index) -> C.Index { snapshot.index(before: index) }
    // The collection's own jumps and distances (constant time for an array), not the default's
    // steps one index at a time.
    public var count: Int { snapshot.count }
    public func index(_ index: C.Index, offsetBy distance: Int) -> C.Index {
        snapshot.index(index, offsetBy: distance)
    }
    public func index(_ index: C.Index, offsetBy distance: Int, limitedBy limit: C.Index) -> C.Index? {
        snapshot.index(index, offsetBy: distance, limitedBy: limit)
    }
    public func distance(from start: C.Index, to end: C.Index) -> Int {
        snapshot.distance(from: start, to: end)
    }

    /// A binding to the element at a position, which follows its element by id.
    ///
    /// - Parameter position: The element's position now.
    public subscript(position: C.Index) -> Binding<C.Element> {
        base.identifiedElement(snapshot[position], at: position)
    }
}

/// Element bindings into a bound collection.
protocol BoundElements {
    /// True when `other` (of the same type) binds into the same `@State` storage as this.
    func bindTheSameStorage(as other: Any) -> Bool
    /// The signal of the `@State` storage the elements are bound into, if any.
    @MainActor var storageSignal: ChangeSignal? { get }
}

/// A row closure that takes an element binding, kept as the caller gave it. Stored as the
/// `ForEach`'s `content`, such a closure is wrapped in a new context on every evaluation (its
/// parameter type is concrete here and abstract there); kept in this struct, it keeps its own
/// context, so two `ForEach`s can still tell that their closures are the same.
struct BindingRowContent<Element, Content> {
    let make: (Binding<Element>) -> Content
}
