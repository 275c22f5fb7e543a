import Foundation

/// Keyframes for a value: tracks of keyframes for its properties (`KeyframeTrack(\.scale) {
/// SpringKeyframe(1.2, duration: 0.2) }`), or a type of one's own whose `body` composes them.
/// ``KeyframeTimeline`` evaluates them at any time.
public protocol Keyframes<Value> {
    /// The type of the value animated.
    associatedtype Value = Self.Body.Value

    /// The type of keyframes of this type's body.
    associatedtype Body: Keyframes

    /// The keyframes this type is made of.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

/// A keyframe, or keyframes, of one track; a type of one's own composes them in its `body`.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value animated.
    associatedtype Value: Animatable = Self.Body.Value

    /// The type of this content's body.
    associatedtype Body: KeyframeTrackContent

    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

/// The keyframes for one property of a value (or for the whole value), played one after the
/// other from the property's value in the timeline's initial value.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
    /// The value animated.
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, TrackValue>
    let content: Content

    /// Keyframes for the property at `keyPath`.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - content: Its keyframes.
    public init(
        _ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
    ) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Keyframes for the whole value.
    ///
    /// - Parameter content: Its keyframes.
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Root == TrackValue {
        self.keyPath = \.self
        self.content = content()
    }
}

extension KeyframeTrack: KeyframeTracksProviding {
    /// The track is its own body: ``KeyframeTimeline`` reads its keyframes directly.
    public var body: Self { return self }

    func keyframeTracks<V>(as type: V.Type) -> [KeyframeTrackPlan<V>] {
        let plan = KeyframeTrackPlan(keyPath: keyPath, segments: keyframeSegments(of: content))
        return (plan as? KeyframeTrackPlan<V>).map { [$0] } ?? []
    }
}
