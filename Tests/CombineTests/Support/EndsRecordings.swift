import Foundation
import Testing

/// Cancels, when a test ends, the subscription of every ``RecordingSubscriber`` the test made. A
/// recording subscriber keeps its subscription, and the subscription keeps its subscriber, as
/// Combine's subscribers and subscriptions do: a chain that is neither cancelled nor finished
/// lives on. Tests often leave chains on subjects that never finish; this ends them, so that
/// LeakSanitizer (`Scripts/test --sanitize address`) sees what cancelling leaves behind, which is
/// the library's to free.
struct EndsRecordings: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let recordings = Recordings()
        defer { recordings.cancelAll() }
        try await Recordings.$current.withValue(recordings) { try await function() }
    }

    /// The recording subscribers a test made.
    final class Recordings: @unchecked Sendable {
        // Subscribers are made on the test's task; timers' threads never add any. A lock anyway.
        @TaskLocal static var current: Recordings?

        private let lock = NSLock()
        private var cancels: [() -> Void] = []

        func add(_ cancel: @escaping () -> Void) {
            lock.lock()
            cancels.append(cancel)
            lock.unlock()
        }

        func cancelAll() {
            lock.lock()
            let all = cancels
            cancels = []
            lock.unlock()
            for cancel in all { cancel() }
        }
    }
}

extension Trait where Self == EndsRecordings {
    /// Cancels, when each test ends, the subscriptions its ``RecordingSubscriber``s keep.
    static var endsRecordings: Self { EndsRecordings() }
}
