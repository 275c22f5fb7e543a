import Foundation

/// A keyframe reached in a straight line, its progress through a timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// A linear keyframe.
    ///
    /// - Parameters:
    ///   - to: The value reached.
    ///   - duration: How long it takes, in seconds.
    ///   - timingCurve: The timing curve (linear by default).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// The keyframe is its own body: ``KeyframeTimeline`` reads it directly.
    public var body: Self { return self }

    func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
        [KeyframeSegment.linear(to, duration: duration, curve: timingCurve)] as? [KeyframeSegment<V>] ?? []
    }
}
