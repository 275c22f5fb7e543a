import Foundation

/// File work that may block (reading, writing, syncing to disk), done on a thread of its own and
/// awaited, so that a slow disk, a network file system or a busy machine never holds one of the
/// few threads every task of the process shares (two on a two-core machine).
public enum BlockingFileWork {
    /// Runs `work` on a new thread, off the concurrency pool, and returns what it returns.
    ///
    /// - Parameter work: The blocking work.
    /// - Returns: What `work` returned.
    /// - Throws: What `work` threw.
    public static func run<Result: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let outcome = await withCheckedContinuation {
            (continuation: CheckedContinuation<Swift.Result<Result, Failure>, Never>) in
            Thread.detachNewThread {
                continuation.resume(returning: Swift.Result { () throws(Failure) in try work() })
            }
        }
        return try outcome.get()
    }
}
