import Foundation

/// A value the process shares, every access under one lock, that a task can swap for a value of
/// its own while a scope runs: how the `Simulated…` types (a simulated device, speaker, library or
/// store) let tests that run side by side each have their own.
///
/// The rule: outside any scope, every reader and writer sees the process-wide value. Inside
/// ``withScope(_:isolation:_:)`` the body, and the tasks it starts (`.task` work and `Task {}`
/// included), see the scope's value instead, which starts as the value given and is dropped when
/// the scope ends; the process-wide value is untouched. Scopes nest: the innermost one counts.
///
/// Who owns what: the process-wide value and each scope's value are each a ``Locked`` of their
/// own; the owner (a module's `Simulated…` type) keeps one `ScopedLocked` in a static property and
/// decides what a fresh value is.
///
/// ```swift
/// let heard = ScopedLocked([String]())
/// await heard.withScope([]) {
///     heard.withLock { $0.append("ding") }  // the scope's list
/// }
/// let outside = heard.value  // []: the process's list
/// ```
public final class ScopedLocked<Value: Sendable>: Sendable {
    private let shared: Locked<Value>
    /// The innermost scope's value, if any (a task-local value; its key is this object).
    private let scoped = TaskLocal<Locked<Value>?>(wrappedValue: nil)

    /// A process-wide value, with no scope yet.
    ///
    /// - Parameter value: The value the process starts with.
    public init(_ value: Value) {
        shared = Locked(value)
    }

    /// The value now, in the innermost scope or else the process's (a copy, read under its lock).
    public var value: Value {
        current.value
    }

    /// Runs `body` on the value of the innermost scope, or else the process's, while holding its
    /// lock; what `body` changes is kept.
    ///
    /// - Parameter body: Reads or changes the value; it must not use this value's lock again.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws (changes made before it threw are kept).
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try current.withLock(body)
    }

    /// Runs `body` with a value of its own, which starts as `value`: what it and the tasks it
    /// starts read and write, apart from the process's value and other scopes'.
    ///
    /// - Parameters:
    ///   - value: The scope's value at the start.
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func withScope<Result>(
        _ value: Value, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await scoped.withValue(Locked(value), operation: body, isolation: isolation)
    }

    /// The innermost scope's lock, or else the process's.
    private var current: Locked<Value> {
        scoped.get() ?? shared
    }
}
