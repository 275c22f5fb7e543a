import Foundation

extension KeyframeTrackContentBuilder {
    /// The keyframes of the branch an `if`/`else` took.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent, KeyframeSegmentsProviding
    where ConditionalValue == First.Value, First.Value == Second.Value {
        /// The value animated.
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage

        /// The branch is its own body: ``KeyframeTimeline`` reads its keyframes directly.
        public var body: Self { return self }

        func keyframeSegments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
            switch storage {
            case .first(let first): TextUI.keyframeSegments(of: first) as? [KeyframeSegment<V>] ?? []
            case .second(let second): TextUI.keyframeSegments(of: second) as? [KeyframeSegment<V>] ?? []
            }
        }
    }
}
