import Foundation

extension ViewHost {
    /// Moves the host's clock forward, as if `seconds` had passed: every `Timer.publish` timer and
    /// `TimelineView` entry that falls due on the way fires, in order of its date (the clock set to
    /// that date, the updates applied after each), then the views that read the time
    /// (`Text(_:style:)`) are evaluated again. Works on the system clock too, which then stays ahead
    /// of real time by what was added.
    ///
    /// ```swift
    /// struct Ticker: View {
    ///     let start: Date
    ///     var body: some View {
    ///         TimelineView(.periodic(from: start, by: 1)) { context in
    ///             Text("Seconds: \(Int(context.date.timeIntervalSince(start)))")
    ///         }
    ///     }
    /// }
    ///
    /// let start = Date(timeIntervalSince1970: 0)
    /// let host = ViewHost(Ticker(start: start), clock: .manual(startingAt: start))
    /// host.advance(by: 3)
    /// print(host.render())  // Seconds: 3
    /// ```
    ///
    /// A `Timer.publish` timer (Combine) connected in the host ticks three times in the same way.
    ///
    /// - Parameter seconds: How far to move the clock; a negative duration is refused with a runtime
    ///   warning, as time does not go back.
    public func advance(by seconds: TimeInterval) {
        guard seconds >= 0, seconds.isFinite else {
            RuntimeWarnings.emit(.clock, "advance(by: \(seconds)) ignored: a host's clock moves forward only.")
            return
        }
        flush()
        operating {
            clock.advance(by: seconds) { flush() }
        }
        flush()
    }

    /// Moves the host's clock forward by a duration, as ``advance(by:)-(TimeInterval)`` does.
    ///
    /// - Parameter duration: How far to move the clock (`.seconds(90)`, `.milliseconds(500)`).
    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        advance(by: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }

    /// Runs `body` as an operation of this host: timers connected meanwhile follow the host's
    /// clock, and the `Task { }`s the views' code starts meanwhile are waited for by ``settle(timeout:)``.
    func operating<T>(_ body: () throws -> T) rethrows -> T {
        try tasks.trackingSpawnedTasks { try OperatingClock.$clock.withValue(clock) { try body() } }
    }
}
