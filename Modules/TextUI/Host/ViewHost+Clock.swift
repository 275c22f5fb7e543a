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
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     @State private var ticks = 0
    ///     var body: some View {
    ///         Text("Ticks: \(ticks)").onReceive(timer) { _ in ticks += 1 }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Ticker(), clock: .manual)
    /// host.advance(by: 3)
    /// print(host.render())  // Ticks: 3
    /// ```
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

    /// Runs `body` as an operation of this host: timers connected meanwhile follow the host's clock.
    func operating<T>(_ body: () throws -> T) rethrows -> T {
        try OperatingClock.$clock.withValue(clock) { try body() }
    }
}
