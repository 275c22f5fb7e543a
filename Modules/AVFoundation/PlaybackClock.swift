import Foundation

/// A position in media that advances with the system's monotonic clock while it runs: how players
/// keep time on Linux, where nothing is decoded or heard.
struct PlaybackClock: Sendable {
    /// When the process first asked: the origin of ``deviceTime``.
    private static let origin = ContinuousClock.now

    /// Seconds since an arbitrary moment of this process, on the monotonic clock.
    static var deviceTime: TimeInterval { seconds(ContinuousClock.now - origin) }

    /// The position at the last change, in seconds of media.
    private var banked: TimeInterval = 0
    /// When the clock last started or changed while running; nil while stopped.
    private var resumed: ContinuousClock.Instant?
    /// Seconds of media a second of the clock plays.
    private(set) var rate: Double = 1

    /// Whether the clock runs.
    var isRunning: Bool { resumed != nil }

    /// The position now.
    var position: TimeInterval {
        banked + (resumed.map { Self.seconds(ContinuousClock.now - $0) * rate } ?? 0)
    }

    /// Starts the clock from where it is (nothing when it runs).
    mutating func start() {
        if resumed == nil { resumed = .now }
    }

    /// Stops the clock where it is.
    mutating func stop() {
        banked = position
        resumed = nil
    }

    /// Moves the position, running or not.
    mutating func move(to position: TimeInterval) {
        banked = position
        if resumed != nil { resumed = .now }
    }

    /// Changes how fast the position advances from now on.
    mutating func setRate(_ rate: Double) {
        move(to: position)
        self.rate = rate
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
