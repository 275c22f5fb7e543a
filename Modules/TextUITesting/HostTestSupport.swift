import Foundation
import TextUI

extension ViewHost {
    /// Waits for the tree to settle (updates applied, `.task`s done, bounded by `timeout`), then
    /// renders it.
    public func settledRender(timeout: Duration = .seconds(5), rowLimit: Int? = nil) async -> String {
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
    public func capture<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> T
    ) async rethrows -> T {
        try await RuntimeWarnings.withHandler({ self.record($0) }, isolation: isolation, operation: operation)
    }

    /// Runs `operation`, capturing the warnings it raises synchronously.
    public func capture<T>(_ operation: () throws -> T) rethrows -> T {
        try RuntimeWarnings.withHandler({ self.record($0) }, operation: operation)
    }
}
