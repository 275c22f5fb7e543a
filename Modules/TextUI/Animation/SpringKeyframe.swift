import Foundation

/// A keyframe reached by a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// A spring keyframe.
    ///
    /// - Parameters:
    ///   - to: The value reached.
    ///   - duration: How long it takes, or nil for the spring's settling duration.
    ///   - spring: The spring (the default spring by default).
    ///   - startVelocity: The velocity it starts with, or nil for the previous segment's.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// The keyframe is its own body: ``KeyframeTimeline`` reads it directly.
    public var body: Self { return self }

    func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
        [KeyframeSegment.spring(to, duration: duration, spring: spring, startVelocity: startVelocity)]
            as? [KeyframeSegment<V>] ?? []
    }
}
