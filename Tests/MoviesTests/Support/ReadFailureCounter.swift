import Synchronization

/// A thread-safe counter for failures seen by concurrent workers.
final class ReadFailureCounter: Sendable {
    private let count = Mutex(0)

    var value: Int {
        count.withLock { $0 }
    }

    func increment() {
        count.withLock { $0 += 1 }
    }
}
