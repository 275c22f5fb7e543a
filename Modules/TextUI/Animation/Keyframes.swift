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

/// Builds tracks from a closure's statements (`if`, `if`/`else` and `for` included).
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track.
    ///
    /// - Parameter expression: The track.
    /// - Returns: A list of it.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframesList<Value> where K.Value == Value {
        _KeyframesList(count: 1)
    }

    /// No tracks.
    ///
    /// - Returns: An empty list.
    public static func buildBlock() -> _KeyframesList<Value> { _KeyframesList(count: 0) }

    /// The first statement's tracks.
    ///
    /// - Parameter first: The tracks.
    /// - Returns: The same list.
    public static func buildPartialBlock(first: _KeyframesList<Value>) -> _KeyframesList<Value> { first }

    /// The tracks so far and the next statement's.
    ///
    /// - Parameters:
    ///   - accumulated: The tracks so far.
    ///   - next: The next statement's.
    /// - Returns: Both lists, in order.
    public static func buildPartialBlock(accumulated: _KeyframesList<Value>, next: _KeyframesList<Value>)
        -> _KeyframesList<Value>
    {
        _KeyframesList(count: accumulated.count + next.count)
    }

    /// The tracks of an `if` without `else`.
    ///
    /// - Parameter component: The tracks, or nil when the condition was false.
    /// - Returns: The list, or an empty one.
    public static func buildOptional(_ component: _KeyframesList<Value>?) -> _KeyframesList<Value> {
        component ?? _KeyframesList(count: 0)
    }

    /// The tracks of the first branch of an `if`/`else`.
    ///
    /// - Parameter first: The branch's tracks.
    /// - Returns: The same list.
    public static func buildEither(first: _KeyframesList<Value>) -> _KeyframesList<Value> { first }

    /// The tracks of the second branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's tracks.
    /// - Returns: The same list.
    public static func buildEither(second: _KeyframesList<Value>) -> _KeyframesList<Value> { second }

    /// The tracks of a `for` loop.
    ///
    /// - Parameter components: Each pass's tracks.
    /// - Returns: All of them, in order.
    public static func buildArray(_ components: [_KeyframesList<Value>]) -> _KeyframesList<Value> {
        _KeyframesList(count: components.reduce(0) { $0 + $1.count })
    }
}

/// Builds keyframes from a closure's statements (`if`, `if`/`else` and `for` included).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe.
    ///
    /// - Parameter expression: The keyframe.
    /// - Returns: A list of it.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackContentList<Value>
    where K.Value == Value {
        _KeyframeTrackContentList(count: 1)
    }

    /// No keyframes.
    ///
    /// - Returns: An empty list.
    public static func buildBlock() -> _KeyframeTrackContentList<Value> { _KeyframeTrackContentList(count: 0) }

    /// The first statement's keyframes.
    ///
    /// - Parameter first: The keyframes.
    /// - Returns: The same list.
    public static func buildPartialBlock(first: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> {
        first
    }

    /// The keyframes so far and the next statement's.
    ///
    /// - Parameters:
    ///   - accumulated: The keyframes so far.
    ///   - next: The next statement's.
    /// - Returns: Both lists, in order.
    public static func buildPartialBlock(
        accumulated: _KeyframeTrackContentList<Value>, next: _KeyframeTrackContentList<Value>
    ) -> _KeyframeTrackContentList<Value> {
        _KeyframeTrackContentList(count: accumulated.count + next.count)
    }

    /// The keyframes of an `if` without `else`.
    ///
    /// - Parameter component: The keyframes, or nil when the condition was false.
    /// - Returns: The list, or an empty one.
    public static func buildOptional(_ component: _KeyframeTrackContentList<Value>?) -> _KeyframeTrackContentList<Value>
    {
        component ?? _KeyframeTrackContentList(count: 0)
    }

    /// The keyframes of the first branch of an `if`/`else`.
    ///
    /// - Parameter first: The branch's keyframes.
    /// - Returns: The same list.
    public static func buildEither(first: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> {
        first
    }

    /// The keyframes of the second branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's keyframes.
    /// - Returns: The same list.
    public static func buildEither(second: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> {
        second
    }

    /// The keyframes of a `for` loop.
    ///
    /// - Parameter components: Each pass's keyframes.
    /// - Returns: All of them, in order.
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
