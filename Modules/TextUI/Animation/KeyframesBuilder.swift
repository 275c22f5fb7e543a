import Foundation

/// Keyframes built from a builder's statements: the tracks they play, in order.
public struct _KeyframesList<Value>: Keyframes, KeyframeTracksProviding {
    let tracks: [KeyframeTrackPlan<Value>]

    /// The list is its own body: ``KeyframeTimeline`` reads its tracks directly.
    public var body: Self { return self }

    func keyframeTracks<V>(as type: V.Type) -> [KeyframeTrackPlan<V>] {
        tracks as? [KeyframeTrackPlan<V>] ?? []
    }

    /// These tracks then `next`'s; keyframes written directly one after the other stay one track.
    func followed(by next: _KeyframesList<Value>) -> _KeyframesList<Value> {
        guard let last = tracks.last, let first = next.tracks.first, let merged = last.appending(first) else {
            return _KeyframesList(tracks: tracks + next.tracks)
        }
        return _KeyframesList(tracks: tracks.dropLast() + [merged] + next.tracks.dropFirst())
    }
}

/// Builds tracks from a closure's statements (`if`, `if`/`else` and `for` included); a keyframe
/// written directly is a track of the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track, or keyframes of one's own.
    ///
    /// - Parameter expression: The keyframes.
    /// - Returns: A list of their tracks.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframesList<Value> where K.Value == Value {
        _KeyframesList(tracks: keyframeTrackPlans(of: expression, as: Value.self))
    }

    /// A keyframe (or keyframes) of the whole value: a track of its own.
    ///
    /// - Parameter expression: The keyframes.
    /// - Returns: A list of one track.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframesList<Value>
    where K.Value == Value {
        _KeyframesList(tracks: [
            KeyframeTrackPlan(keyPath: \Value.self, segments: keyframeSegments(of: expression), isDirect: true)
        ])
    }

    /// No tracks.
    ///
    /// - Returns: An empty list.
    public static func buildBlock() -> _KeyframesList<Value> { _KeyframesList(tracks: []) }

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
        accumulated.followed(by: next)
    }

    /// The tracks of an `if` without `else`.
    ///
    /// - Parameter component: The tracks, or nil when the condition was false.
    /// - Returns: The list, or an empty one.
    public static func buildOptional(_ component: _KeyframesList<Value>?) -> _KeyframesList<Value> {
        component ?? _KeyframesList(tracks: [])
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
        components.reduce(_KeyframesList(tracks: [])) { $0.followed(by: $1) }
    }
}
