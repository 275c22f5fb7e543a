import Foundation

/// A value that several threads share, every access under one lock.
///
/// The project's one lock wrapper. It holds an `NSLock` rather than being a
/// `Synchronization.Mutex` because ThreadSanitizer on Linux cannot see `Mutex` (the standard
/// library is not instrumented), so `Scripts/test --sanitize thread` would report every access
/// made under it as a race.
///
/// ```swift
/// let lines = Locked([String]())
/// lines.withLock { $0.append("ready") }
/// let seen = lines.value  // ["ready"]
/// ```
public final class Locked<Value: Sendable>: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var storage: Value  // every access holds `lock`

    /// A lock around `value`.
    ///
    /// - Parameter value: The value the lock starts with.
    public init(_ value: Value) {
        storage = value
    }

    /// The value now (a copy, read under the lock).
    public var value: Value {
        withLock { $0 }
    }

    /// Runs `body` on the value while holding the lock; what `body` changes is kept.
    ///
    /// - Parameter body: Reads or changes the value; it must not use this lock again.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws (changes made before it threw are kept).
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&storage)
    }
}
