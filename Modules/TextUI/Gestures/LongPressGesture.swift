import Foundation

/// A gesture that succeeds when a press lasts at least `minimumDuration` seconds: its value turns
/// true while pressing, and it ends with true. The host performs it with `host.longPress(_:)`.
public struct LongPressGesture: Gesture {
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move, in points (a host's press does not move).
    public var maximumDistance: CGFloat

    /// A long press gesture.
    ///
    /// - Parameters:
    ///   - minimumDuration: How long the press must last, in seconds.
    ///   - maximumDistance: How far the finger may move during the press.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// A long press reports whether it is pressing (then succeeded).
    public typealias Value = Bool
    public typealias Body = Never
}

extension LongPressGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        guard case .longPress(let duration) = event else { return false }
        return (duration ?? .infinity) >= minimumDuration
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        guard recognizes(event) else { return false }
        emit(.changed(true))
        emit(.ended(true))
        return true
    }
}
