import Foundation

/// A span of time: where it starts and how long it lasts.
public struct CMTimeRange: Sendable, Hashable {
    /// Where the span starts.
    public var start: CMTime
    /// How long it lasts.
    public var duration: CMTime

    /// A span from its start and duration.
    ///
    /// - Parameters:
    ///   - start: Where it starts.
    ///   - duration: How long it lasts.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }

    /// A span from its start and end.
    ///
    /// - Parameters:
    ///   - start: Where it starts.
    ///   - end: Where it ends.
    public init(start: CMTime, end: CMTime) {
        self.init(start: start, duration: end - start)
    }

    /// Where the span ends: its start plus its duration.
    public var end: CMTime { start + duration }
    /// Whether both times are valid and the duration is not negative.
    public var isValid: Bool { start.isValid && duration.isValid && duration >= .zero }
    /// Whether the span lasts no time.
    public var isEmpty: Bool { isValid && duration == .zero }

    /// Whether a time falls in the span (its start included, its end not).
    ///
    /// - Parameter time: The time.
    /// - Returns: True when `start <= time < end`.
    public func containsTime(_ time: CMTime) -> Bool {
        isValid && time >= start && time < end
    }

    /// No span: what a failed computation gives.
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
    /// The span of no time at zero.
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
}
