import Foundation

/// Built-in keyframes (a track, a builder's list): the tracks they play, for values of type `V`
/// (their own `Value`; another type gives none).
protocol KeyframeTracksProviding {
    func keyframeTracks<V>(as type: V.Type) -> [KeyframeTrackPlan<V>]
}

/// Built-in track content (a keyframe, a builder's list): its keyframes, for values of type `V`.
protocol KeyframeSegmentsProviding {
    func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>]
}

/// The tracks `keyframes` play: a built-in's own, or its `body`'s.
func keyframeTrackPlans<K: Keyframes, V>(of keyframes: K, as type: V.Type) -> [KeyframeTrackPlan<V>] {
    if let builtIn = keyframes as? any KeyframeTracksProviding {
        return builtIn.keyframeTracks(as: type)
    }
    return keyframeTrackPlans(of: keyframes.body, as: type)
}

/// The keyframes of `content`, in order: a built-in's own, or its `body`'s.
func keyframeSegments<K: KeyframeTrackContent>(of content: K) -> [KeyframeSegment<K.Value>] {
    if let builtIn = content as? any KeyframeSegmentsProviding {
        return builtIn.keyframeSegments(as: K.Value.self)
    }
    return keyframeSegments(of: content.body).compactMap { $0 as? KeyframeSegment<K.Value> }
}

/// One keyframe as written: the value it reaches and how.
enum KeyframeSegment<Value: Animatable> {
    case move(Value)
    case linear(Value, duration: TimeInterval, curve: UnitCurve)
    case cubic(Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)
    case spring(Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
}

/// One track: the property it animates and its keyframes, played from that property's value in
/// the timeline's initial value.
struct KeyframeTrackPlan<Root> {
    private let track: any KeyframePropertyTrack
    /// True for keyframes written directly in a `KeyframesBuilder` block (a track of the whole
    /// value): consecutive ones make one track, played one after the other.
    let isDirect: Bool

    init<TrackValue: Animatable>(
        keyPath: WritableKeyPath<Root, TrackValue>, segments: [KeyframeSegment<TrackValue>], isDirect: Bool = false
    ) {
        track = PropertyKeyframes(keyPath: keyPath, segments: segments)
        self.isDirect = isDirect
    }

    private init(track: any KeyframePropertyTrack, isDirect: Bool) {
        self.track = track
        self.isDirect = isDirect
    }

    /// This track with `next`'s keyframes after its own, when both are direct keyframes of the
    /// same value; nil otherwise.
    func appending(_ next: KeyframeTrackPlan<Root>) -> KeyframeTrackPlan<Root>? {
        guard isDirect, next.isDirect, let merged = track.appending(next.track) else { return nil }
        return KeyframeTrackPlan(track: merged, isDirect: true)
    }

    /// The track from `initialValue`: its duration, and how it sets its property at a time.
    @MainActor
    func resolve(_ initialValue: Root) -> ResolvedKeyframeTrack<Root>? {
        track.resolve(initialValue)
    }
}

/// A track resolved from a timeline's initial value.
struct ResolvedKeyframeTrack<Root> {
    /// How long it plays, in seconds.
    let duration: TimeInterval
    /// Sets its property of a value to where it is at a time.
    let apply: @MainActor (inout Root, TimeInterval) -> Void
}

/// A track of any property, resolved for a value of its root type.
private protocol KeyframePropertyTrack {
    @MainActor func resolve<R>(_ initialValue: R) -> ResolvedKeyframeTrack<R>?
    /// This track with `next`'s keyframes after its own, when `next` animates the same property.
    func appending(_ next: any KeyframePropertyTrack) -> (any KeyframePropertyTrack)?
}

/// The keyframes of the property at `keyPath`.
private struct PropertyKeyframes<Root, TrackValue: Animatable>: KeyframePropertyTrack {
    let keyPath: WritableKeyPath<Root, TrackValue>
    let segments: [KeyframeSegment<TrackValue>]

    func appending(_ next: any KeyframePropertyTrack) -> (any KeyframePropertyTrack)? {
        guard let next = next as? Self, next.keyPath == keyPath else { return nil }
        return PropertyKeyframes(keyPath: keyPath, segments: segments + next.segments)
    }

    @MainActor func resolve<R>(_ initialValue: R) -> ResolvedKeyframeTrack<R>? {
        guard let root = initialValue as? Root else { return nil }
        let curve = KeyframeCurve(start: root[keyPath: keyPath], segments: segments)
        let keyPath = keyPath
        let track = ResolvedKeyframeTrack<Root>(duration: curve.duration) { value, time in
            value[keyPath: keyPath].animatableData = curve.value(at: time)
        }
        return track as? ResolvedKeyframeTrack<R>
    }
}
