import Foundation

/// Runs work that may hang (or take time out of all proportion, as a quadratic pass over hostile
/// input does) on a thread of its own, and waits for it without holding a thread of the
/// concurrency pool. The limit is a hang guard, many times what the work takes on a busy machine,
/// never a measure of speed.
public enum HangGuard {
    /// `work`'s result, or nil when it has not finished within `limit`.
    ///
    /// - Parameters:
    ///   - limit: How long to wait at most.
    ///   - work: The work, run on a new thread.
    /// - Returns: What `work` returned, or nil after `limit` (the work keeps running, unwatched).
    public static func run<Result: Sendable>(within limit: Duration, _ work: @escaping @Sendable () -> Result) async
        -> Result?
    {
        let once = Once()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Result?, Never>) in
            Thread.detachNewThread {
                let result = work()
                if once.claim() { continuation.resume(returning: result) }
            }
            Task.detached {
                try? await Task.sleep(for: limit)
                if once.claim() { continuation.resume(returning: nil) }
            }
        }
    }

    /// `work`'s result, or nil when it has not finished within `limit`; `work` runs as a task.
    ///
    /// - Parameters:
    ///   - limit: How long to wait at most.
    ///   - work: The work.
    /// - Returns: What `work` returned, or nil after `limit` (the work is cancelled, and keeps running if it
    ///   does not stop).
    public static func run<Result: Sendable>(
        within limit: Duration, async work: @escaping @Sendable () async -> Result
    ) async -> Result? {
        let once = Once()
        let task = Task { await work() }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result?, Never>) in
            Task {
                let result = await task.value
                if once.claim() { continuation.resume(returning: result) }
            }
            Task.detached {
                try? await Task.sleep(for: limit)
                if once.claim() { continuation.resume(returning: nil) }
            }
        }
        if result == nil { task.cancel() }
        return result
    }

    /// True for the first caller only.
    private final class Once: @unchecked Sendable {  // `claimed` is guarded by `lock`
        private let lock = NSLock()
        private var claimed = false

        func claim() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            defer { claimed = true }
            return !claimed
        }
    }
}
