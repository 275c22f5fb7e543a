import Foundation
import Locking

extension AVPlayer {
    /// Calls `block` every `interval` of the system's clock while the player plays, with the
    /// player's current time, on `queue` (Apple's also calls it when time jumps and when playback
    /// starts or stops).
    ///
    /// As on iOS, the observer lives as long as the returned token is kept: keep it, and pass it to
    /// ``removeTimeObserver(_:)`` when done.
    ///
    /// - Parameters:
    ///   - interval: How often; a time that is not a positive number is refused (no calls).
    ///   - queue: Where `block` runs: the main queue when nil.
    ///   - block: Told the current time.
    /// - Returns: The observer's token.
    public func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
        let observer = PeriodicTimeObserver()
        guard interval.isNumeric, interval.seconds > 0 else { return observer }
        let timer = DispatchSource.makeTimerSource(queue: queue ?? .main)
        let nanoseconds = Int(min(interval.seconds, 86_400) * 1e9)
        timer.schedule(deadline: .now(), repeating: .nanoseconds(max(nanoseconds, 1_000_000)))
        timer.setEventHandler { [weak self] in
            guard let self, self.rate != 0 else { return }
            block(self.currentTime())
        }
        observer.start(timer)
        return observer
    }

    /// Stops a time observer.
    ///
    /// - Parameter observer: The token ``addPeriodicTimeObserver(forInterval:queue:using:)`` returned.
    public func removeTimeObserver(_ observer: Any) {
        (observer as? PeriodicTimeObserver)?.cancel()
    }
}

/// A periodic time observer's token: its timer, cancelled once.
final class PeriodicTimeObserver: Sendable {
    private let timer = Locked<TimerBox?>(nil)

    func start(_ source: any DispatchSourceTimer) {
        timer.withLock { $0 = TimerBox(source: source) }
        source.resume()
    }

    func cancel() {
        timer.withLock { box in
            box?.source.cancel()
            box = nil
        }
    }

    deinit {
        cancel()
    }

    /// The timer: a dispatch source, safe to cancel from any thread, held under the lock.
    private struct TimerBox: @unchecked Sendable {
        let source: any DispatchSourceTimer
    }
}
