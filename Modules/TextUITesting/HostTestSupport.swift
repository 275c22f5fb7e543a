import Foundation
import TextUI

extension ViewHost {
    /// Waits for the tree to settle (updates applied, `.task`s done, bounded by `timeout`), then
    /// renders it.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait at most for the tasks; the tree is rendered either way.
    ///   - rowLimit: The most rows of each list to render (then a line "… N more"), or `nil` for all of them.
    /// - Returns: The tree's text once settled, or as it is when the timeout passed first.
    public func settledRender(timeout: Duration = .seconds(60), rowLimit: Int? = nil) async -> String {
        await settle(timeout: timeout)
        return render(rowLimit: rowLimit)
    }
}

/// Collects the runtime warnings raised while it captures, for tests that assert on them.
public final class RuntimeWarningRecorder: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var recorded: [RuntimeWarning] = []  // every access holds `lock`

    /// An empty recorder.
    public init() {}

    /// The warnings captured so far, oldest first.
    public var warnings: [RuntimeWarning] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    private func record(_ warning: RuntimeWarning) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(warning)
    }

    /// Runs `operation`, capturing the warnings it raises (in its task and child tasks).
    ///
    /// - Parameters:
    ///   - isolation: The actor `operation` runs on (the caller's, by default); leave the default.
    ///   - operation: The work whose warnings are added to ``warnings``.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws (the warnings raised before are still captured).
    public func capture<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> T
    ) async rethrows -> T {
        try await RuntimeWarnings.withHandler({ self.record($0) }, isolation: isolation, operation: operation)
    }

    /// Runs `operation`, capturing the warnings it raises synchronously.
    ///
    /// - Parameter operation: The work whose warnings are added to ``warnings``.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws (the warnings raised before are still captured).
    public func capture<T>(_ operation: () throws -> T) rethrows -> T {
        try RuntimeWarnings.withHandler({ self.record($0) }, operation: operation)
    }
}
