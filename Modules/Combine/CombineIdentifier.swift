import Foundation

/// A unique identity for a publisher, subscriber or subscription (Combine names each by one in
/// debugging output).
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private let value: UInt64

    private static let counter = Counter()

    /// A new identity, distinct from every other made in this process.
    public init() {
        value = Self.counter.next()
    }

    /// The identity of `object`.
    ///
    /// - Parameter object: The object; the identity is its address, as `ObjectIdentifier` gives it.
    public init(_ object: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    public var description: String { "0x" + String(value, radix: 16) }

    /// Numbers identities made by `init()` (they count down from the top, away from addresses).
    private final class Counter: @unchecked Sendable {  // `lock` guards `last`
        private let lock = NSLock()
        private var last = UInt64.max

        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            last -= 1
            return last
        }
    }
}

/// Something with a ``CombineIdentifier``: every subscriber and subscription. Classes get one
/// from their identity.
public protocol CustomCombineIdentifierConvertible {
    /// The identity.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
