/// Which elements of a collection a write replaced. An element binding (`$movies[i]`) records
/// each write here, so that a `ForEach` whose data went from the old value to the new one makes
/// only the rows at the changed offsets again, and `@State` storage tells a change without
/// comparing the whole collection.
///
/// Values are told apart by their buffer (see ``BufferIdentity``). Each entry keeps both values
/// alive, so no other value can take over their buffers while the entry exists; entries are
/// dropped when a host has applied its updates (and the oldest go first past ``capacity``).
@MainActor
enum CollectionChanges {
    /// One write: the element at `offset` of `old` was replaced, giving `new`.
    private struct Entry {
        let old: BufferIdentity
        let new: BufferIdentity
        let offset: Int
        /// False when the new element equals the old one (the write changed nothing).
        let changedElement: Bool
        /// Both values, kept alive while the entry exists.
        let values: OnMainActor<(Any, Any)>
    }

    private static var entries: [Entry] = []

    /// At most this many writes are remembered between updates (they keep their values alive).
    static let capacity = 16

    /// Records that `new` is `old` with the element at `position` replaced, when called on the main
    /// actor for arrays (other writes are simply not recorded: they are compared as before).
    nonisolated static func recordReplacement<C: Collection>(old: C, new: C, at position: C.Index) {
        guard MainActorContext.isCurrent, let oldIdentity = BufferIdentity.of(old),
            let newIdentity = BufferIdentity.of(new), oldIdentity != newIdentity
        else { return }
        let offset = old.distance(from: old.startIndex, to: position)
        let changedElement = !ValueComparison.areEqual(old[position], new[position])
        let values = OnMainActor((old as Any, new as Any))
        MainActor.assumeIsolated {
            if entries.count >= capacity { entries.removeFirst() }
            entries.append(
                Entry(
                    old: oldIdentity, new: newIdentity, offset: offset, changedElement: changedElement, values: values)
            )
        }
    }

    /// The offsets of the elements replaced from `old` to `new` when recorded writes lead from one
    /// to the other (empty when they are the same value); nil when unknown. Every replaced element
    /// counts, even one equal to the element it replaced (`==` may overlook what a view shows).
    static func changedOffsets(from old: BufferIdentity, to new: BufferIdentity) -> [Int]? {
        if old == new { return [] }
        var current = old
        var offsets: [Int] = []
        for entry in entries where entry.old == current {
            offsets.append(entry.offset)
            current = entry.new
            if current == new { return offsets }
        }
        return nil
    }

    /// The offsets of the elements the write of `new` over `old` changed (empty when it changed
    /// nothing), when an element binding recorded it; nil when unknown (then the values must be
    /// compared, and the whole value counts as changed).
    nonisolated static func recordedChange<Value>(from old: Value, to new: Value) -> [Int]? {
        guard MainActorContext.isCurrent else { return nil }
        let isEmpty = MainActor.assumeIsolated { entries.isEmpty }
        guard !isEmpty, let oldIdentity = BufferIdentity.of(any: old), let newIdentity = BufferIdentity.of(any: new)
        else { return nil }
        return MainActor.assumeIsolated {
            guard let entry = entries.last(where: { $0.old == oldIdentity && $0.new == newIdentity }) else {
                return nil
            }
            return entry.changedElement ? [entry.offset] : []
        }
    }

    /// Forgets every recorded write (the host applied its updates).
    static func removeAll() {
        if !entries.isEmpty { entries.removeAll() }
    }
}

/// Names an array value by its element buffer: while two values are alive, the same address and
/// count mean the same elements (a shared buffer is never written in place).
struct BufferIdentity: Hashable, Sendable {
    let address: UInt
    let count: Int

    /// The identity of `collection`, when it is an array (or a bound array's element bindings);
    /// nil for other collections, whose storage address may be a temporary.
    static func of<C: Collection>(_ collection: C) -> BufferIdentity? {
        (collection as? any BufferBacked)?.bufferIdentity
    }

    /// The identity of an array's buffer (nil where the array may wrap an Objective-C array:
    /// arrays of objects bridged from `NSArray` lend a temporary copy as contiguous storage).
    static func of<A: BufferBackedArray>(array: A) -> BufferIdentity? {
        #if canImport(ObjectiveC)
            if A.Element.self is AnyObject.Type || ObjectIdentifier(A.Element.self) == ObjectIdentifier(AnyObject.self)
            {
                return nil
            }
        #endif
        return array.withUnsafeBufferPointer {
            BufferIdentity(address: UInt(bitPattern: $0.baseAddress), count: $0.count)
        }
    }

    /// The identity of `value` when it is a collection with one buffer.
    static func of<Value>(any value: Value) -> BufferIdentity? {
        guard let collection = value as? any Collection else { return nil }
        return of(collection)
    }
}

/// Collections that can name their value by a buffer (arrays), or that stand for such a
/// collection's elements (and share its identity).
protocol BufferBacked {
    var bufferIdentity: BufferIdentity? { get }
}

/// The standard library's arrays, whose elements are in one buffer they own.
protocol BufferBackedArray: BufferBacked, RandomAccessCollection {
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

extension BufferBackedArray {
    var bufferIdentity: BufferIdentity? { BufferIdentity.of(array: self) }
}

extension Array: BufferBackedArray {}
extension ContiguousArray: BufferBackedArray {}
extension ArraySlice: BufferBackedArray {}
