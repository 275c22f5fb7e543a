import Foundation

/// How a value changes over time along keyframes: its tracks play at once, each one's keyframes
/// one after the other, and the timeline can be evaluated at any time
/// (`KeyframeTimeline(initialValue: 1.0) { LinearKeyframe(2.0, duration: 1) }.value(time: 0.5)`
/// is 1.5). How each kind of keyframe moves: see the keyframe types. Its initializer and
/// `value` are main-actor isolated here, as this package's ``Animatable`` (whose data they read)
/// is; SwiftUI's are not.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [ResolvedKeyframeTrack<Value>]

    /// A timeline of `content`'s keyframes, starting from `initialValue`.
    ///
    /// - Parameters:
    ///   - initialValue: The value before the keyframes play (each track starts from its property's
    ///     value in it).
    ///   - content: The tracks.
    @MainActor
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        self.tracks = keyframeTrackPlans(of: content(), as: Value.self).compactMap { $0.resolve(initialValue) }
    }

    /// How long the timeline plays, in seconds: its longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds into the timeline (a track that has ended keeps its last keyframe's
    /// value).
    ///
    /// - Parameter time: The seconds since the start.
    /// - Returns: The interpolated value.
    @MainActor
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks {
            track.apply(&value, time)
        }
        return value
    }

    /// The value at a fraction of the timeline's duration.
    ///
    /// - Parameter progress: 0 for the start, 1 for the end.
    /// - Returns: The interpolated value.
    @MainActor
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
