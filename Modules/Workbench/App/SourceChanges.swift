import Foundation

/// What wakes `watch` to look at the sources again: inotify's events under the watched folders
/// where the system has it (Linux: ``InotifyEvents``), else a tick every poll interval (macOS, or a
/// system out of inotify watches). Each element says only "look again": the fingerprint of the
/// sources decides whether anything changed.
enum SourceChanges {
    /// How changes are noticed.
    enum Noticing: Sendable {
        /// inotify where the system has it, else polling.
        case automatic
        /// A look every poll interval.
        case polling
    }

    /// The wake-ups for `folders`: events as they come, or a tick every `interval`. Wake-ups that
    /// come while the last is being handled are one.
    static func stream(under folders: [String], interval: Duration, noticing: Noticing) -> AsyncStream<Void> {
        if noticing == .automatic, let events = InotifyEvents.stream(under: folders) { return events }
        return ticks(every: interval)
    }

    /// A tick every `interval`, until the stream is dropped.
    static func ticks(every interval: Duration) -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let task = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                continuation.yield()
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
