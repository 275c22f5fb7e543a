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
