import Foundation
import TextUI

/// Collects runtime warnings raised while a test runs.
final class WarningRecorder: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var recorded: [RuntimeWarning] = []  // every access holds `lock`

    var warnings: [RuntimeWarning] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func record(_ warning: RuntimeWarning) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(warning)
    }

    /// Runs `operation` with this recorder receiving its warnings.
    func capture<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> T
    ) async rethrows -> T {
        try await RuntimeWarnings.withHandler({ self.record($0) }, isolation: isolation, operation: operation)
    }
}

extension WarningRecorder {
    /// Runs `operation` synchronously with this recorder receiving its warnings.
    func capture<T>(_ operation: () throws -> T) rethrows -> T {
        try RuntimeWarnings.withHandler({ self.record($0) }, operation: operation)
    }
}
