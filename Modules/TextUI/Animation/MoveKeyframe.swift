import Foundation

/// A keyframe reached at once: the value jumps to it and the segment takes no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let to: Value

    /// A move keyframe.
    ///
    /// - Parameter to: The value jumped to.
    public init(_ to: Value) {
        self.to = to
    }

    /// The keyframe is its own body: ``KeyframeTimeline`` reads it directly.
    public var body: Self { return self }

    func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
        [KeyframeSegment.move(to)] as? [KeyframeSegment<V>] ?? []
    }
}
