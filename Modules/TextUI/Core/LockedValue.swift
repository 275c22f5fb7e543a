/// A value shared across threads, guarded by a lock.
final class LockedValue<Value: Sendable>: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var value: Value  // every access holds `lock`

    init(_ value: Value) {
        self.value = value
    }

    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set(_ newValue: Value) {
        lock.lock()
        defer { lock.unlock() }
        value = newValue
    }
}
