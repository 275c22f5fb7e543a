import Foundation

/// Bytes one thread reads (a child process's output, say) and another collects.
public final class ThreadSafeData: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var data = Data()  // every access holds `lock`

    /// Empty.
    public init() {}

    /// Replaces the bytes.
    public func set(_ newData: Data) {
        lock.lock()
        defer { lock.unlock() }
        data = newData
    }

    /// The bytes.
    public func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
