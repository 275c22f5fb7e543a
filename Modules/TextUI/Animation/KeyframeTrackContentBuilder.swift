import Foundation

/// Keyframes of a track built from a builder's statements, in order.
public struct _KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segments: [KeyframeSegment<Value>]

    /// The list is its own body: ``KeyframeTimeline`` reads its keyframes directly.
    public var body: Self { return self }

    func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
        segments as? [KeyframeSegment<V>] ?? []
    }
}

/// Builds keyframes from a closure's statements (`if`, `if`/`else` and `for` included).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe, or keyframes of one's own.
    ///
    /// - Parameter expression: The keyframe.
    /// - Returns: The same keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No keyframes.
    ///
    /// - Returns: An empty list.
    public static func buildBlock() -> _KeyframeTrackContentList<Value> { _KeyframeTrackContentList(segments: []) }

    /// The first statement's keyframes.
    ///
    /// - Parameter first: The keyframes.
    /// - Returns: A list of them.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> _KeyframeTrackContentList<Value>
    where K.Value == Value {
        _KeyframeTrackContentList(segments: keyframeSegments(of: first))
    }

    /// The keyframes so far and the next statement's.
    ///
    /// - Parameters:
    ///   - accumulated: The keyframes so far.
    ///   - next: The next statement's.
    /// - Returns: Both, in order.
    public static func buildPartialBlock<K: KeyframeTrackContent>(
        accumulated: _KeyframeTrackContentList<Value>, next: K
    ) -> _KeyframeTrackContentList<Value> where K.Value == Value {
        _KeyframeTrackContentList(segments: accumulated.segments + keyframeSegments(of: next))
    }

    /// The keyframes of an `if` without `else`.
    ///
    /// - Parameter component: The keyframes, or nil when the condition was false.
    /// - Returns: A list of them, or an empty one.
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> _KeyframeTrackContentList<Value>
    where K.Value == Value {
        _KeyframeTrackContentList(segments: component.map { keyframeSegments(of: $0) } ?? [])
    }

    /// The keyframes of the first branch of an `if`/`else`.
    ///
    /// - Parameter first: The branch's keyframes.
    /// - Returns: The branch taken.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(first))
    }

    /// The keyframes of the second branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's keyframes.
    /// - Returns: The branch taken.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(second))
    }

    /// The keyframes of a `for` loop.
    ///
    /// - Parameter components: Each pass's keyframes.
    /// - Returns: All of them, in order.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> _KeyframeTrackContentList<Value>
    where K.Value == Value {
        _KeyframeTrackContentList(segments: components.flatMap { keyframeSegments(of: $0) })
    }
}
