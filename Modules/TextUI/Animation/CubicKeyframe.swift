import Foundation

/// A keyframe reached along a cubic curve; adjacent cubic keyframes make a Catmull-Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// A cubic keyframe.
    ///
    /// - Parameters:
    ///   - to: The value reached.
    ///   - duration: How long it takes, in seconds.
    ///   - startVelocity: The velocity it starts with, or nil for a smooth one.
    ///   - endVelocity: The velocity it ends with, or nil for a smooth one.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// The keyframe is its own body: ``KeyframeTimeline`` reads it directly.
    public var body: Self { return self }

    func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
        [KeyframeSegment.cubic(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)]
            as? [KeyframeSegment<V>] ?? []
    }
}
