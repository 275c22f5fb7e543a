import Foundation

/// Keyframes for a value: tracks of keyframes for its properties (`KeyframeTrack(\.scale) {
/// SpringKeyframe(1.2, duration: 0.2) }`). Text output runs no animations: keyframes are kept as
/// written.
public protocol Keyframes<Value> {
    /// The type of the value animated.
    associatedtype Value
}

/// A keyframe, or keyframes, of one track.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value animated.
    associatedtype Value: Animatable
}

/// The keyframes for one property of a value (or for the whole value).
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
    /// The value animated.
    public typealias Value = Root
    let content: Content

    /// Keyframes for the property at `keyPath`.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - content: Its keyframes.
    public init(
        _ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
    ) {
        self.content = content()
    }

    /// Keyframes for the whole value.
    ///
    /// - Parameter content: Its keyframes.
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Root == TrackValue {
        self.content = content()
    }
}

/// Keyframes built from a builder's statements.
public struct _KeyframesList<Value>: Keyframes {
    /// How many keyframes (or tracks) were written.
    let count: Int
}

/// Keyframes of a track built from a builder's statements.
public struct _KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent {
    /// How many keyframes were written.
    let count: Int
}

/// Builds keyframes from tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframesList<Value> where K.Value == Value {
        _KeyframesList(count: 1)
    }
    /// No tracks.
    public static func buildBlock() -> _KeyframesList<Value> { _KeyframesList(count: 0) }
    /// The first track.
    public static func buildPartialBlock(first: _KeyframesList<Value>) -> _KeyframesList<Value> { first }
    /// The tracks so far and the next.
    public static func buildPartialBlock(accumulated: _KeyframesList<Value>, next: _KeyframesList<Value>)
        -> _KeyframesList<Value>
    { _KeyframesList(count: accumulated.count + next.count) }
    /// Tracks written in an `if`.
    public static func buildOptional(_ component: _KeyframesList<Value>?) -> _KeyframesList<Value> {
        component ?? _KeyframesList(count: 0)
    }
    /// Tracks written in one branch of an `if`.
    public static func buildEither(first component: _KeyframesList<Value>) -> _KeyframesList<Value> { component }
    /// Tracks written in the other branch of an `if`.
    public static func buildEither(second component: _KeyframesList<Value>) -> _KeyframesList<Value> { component }
    /// Tracks written in a loop.
    public static func buildArray(_ components: [_KeyframesList<Value>]) -> _KeyframesList<Value> {
        _KeyframesList(count: components.reduce(0) { $0 + $1.count })
    }
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackContentList<Value>
    where K.Value == Value {
        _KeyframeTrackContentList(count: 1)
    }
    /// No keyframes.
    public static func buildBlock() -> _KeyframeTrackContentList<Value> { _KeyframeTrackContentList(count: 0) }
    /// The first keyframe.
    public static func buildPartialBlock(first: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> {
        first
    }
    /// The keyframes so far and the next.
    public static func buildPartialBlock(
        accumulated: _KeyframeTrackContentList<Value>, next: _KeyframeTrackContentList<Value>
    ) -> _KeyframeTrackContentList<Value> {
        _KeyframeTrackContentList(count: accumulated.count + next.count)
    }
    /// Keyframes written in an `if`.
    public static func buildOptional(_ component: _KeyframeTrackContentList<Value>?) -> _KeyframeTrackContentList<Value>
    {
        component ?? _KeyframeTrackContentList(count: 0)
    }
    /// Keyframes written in one branch of an `if`.
    public static func buildEither(first component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<
        Value
    > {
        component
    }
    /// Keyframes written in the other branch of an `if`.
    public static func buildEither(second component: _KeyframeTrackContentList<Value>)
        -> _KeyframeTrackContentList<Value>
    { component }
    /// Keyframes written in a loop.
    public static func buildArray(_ components: [_KeyframeTrackContentList<Value>]) -> _KeyframeTrackContentList<Value>
    {
        _KeyframeTrackContentList(count: components.reduce(0) { $0 + $1.count })
    }
}

/// A keyframe reached in a straight line.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval

    /// A linear keyframe.
    ///
    /// - Parameters:
    ///   - to: The value reached.
    ///   - duration: How long it takes, in seconds.
    ///   - timingCurve: The timing curve (linear by default).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
    }
}

/// A keyframe reached by a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// A spring keyframe.
    ///
    /// - Parameters:
    ///   - to: The value reached.
    ///   - duration: How long it takes, or nil for the spring's own time.
    ///   - spring: The spring (the default spring by default).
    ///   - startVelocity: The velocity it starts with, or nil for the current one.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
    }
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// A cubic keyframe.
    ///
    /// - Parameters:
    ///   - to: The value reached.
    ///   - duration: How long it takes, in seconds.
    ///   - startVelocity: The velocity it starts with, or nil for a smooth one.
    ///   - endVelocity: The velocity it ends with, or nil for a smooth one.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
    }
}

/// A keyframe reached at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// A move keyframe.
    ///
    /// - Parameter to: The value jumped to.
    public init(_ to: Value) {
        self.to = to
    }
}
