/// Callbacks told about each value sent, in the order they were added: what the Combine shim's
/// publishers (`objectWillChange`, `$property`, subjects) deliver to their subscribers. Safe to use
/// from any thread; callbacks run on the sender's thread, outside the lock.
package final class ObserverList<Value>: @unchecked Sendable {  // every access to the state holds `lock`
    private let lock = NSLock()
    private var observers: [(id: Int, callback: (Value) -> Void)] = []
    private var nextID = 0

    /// An empty list.
    package init() {}

    /// Adds `callback`; returns the id that removes it.
    package func add(_ callback: @escaping (Value) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        observers.append((nextID, callback))
        return nextID
    }

    /// Removes the callback added with `id` (nothing when it is gone already).
    package func remove(_ id: Int) {
        lock.lock()
        defer { lock.unlock() }
        observers.removeAll { $0.id == id }
    }

    /// Calls every callback with `value` (those added while it runs are not called this time).
    package func send(_ value: Value) {
        lock.lock()
        let current = observers
        lock.unlock()
        for observer in current {
            observer.callback(value)
        }
    }
}
