import Foundation

/// An animation of your own (iOS 17): `animate(value:time:context:)` gives the value at a time.
/// Text output has no frames, so a custom animation is accepted (`Animation(MyAnimation())`) and
/// never asked for a value: changes show their final value at once.
public protocol CustomAnimation: Hashable, Sendable {
    /// The animated value at `time`, or nil when the animation is done.
    ///
    /// - Parameters:
    ///   - value: The whole change to animate (from the start value to the target).
    ///   - time: The time since the animation started, in seconds.
    ///   - context: The animation's state and environment.
    /// - Returns: The part of `value` reached at `time`, or nil once done.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The velocity at `time`, or nil when unknown.
    ///
    /// - Parameters:
    ///   - value: The whole change to animate.
    ///   - time: The time since the animation started, in seconds.
    ///   - context: The animation's state and environment.
    /// - Returns: The velocity, or nil.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over a running one for the same value.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The new change.
    ///   - time: The time since the running animation started.
    ///   - context: The animation's state and environment.
    /// - Returns: True to merge.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity.
    ///
    /// - Parameters:
    ///   - value: The whole change to animate.
    ///   - time: The time since the animation started.
    ///   - context: The animation's state and environment.
    /// - Returns: Nil.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The new change.
    ///   - time: The time since the running animation started.
    ///   - context: The animation's state and environment.
    /// - Returns: False.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
}

extension Animation {
    /// An animation of your own.
    ///
    /// - Parameter base: The custom animation (never asked for values in text output).
    public init<A: CustomAnimation>(_ base: A) {
        self.init("\(A.self)", duration: 0)
    }
}

/// What a custom animation knows while it runs.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's own state.
    public var state: AnimationState<Value>
    /// Whether the animation has logically reached its end.
    public var isLogicallyComplete: Bool
    /// The environment of the animated view.
    public var environment: EnvironmentValues
}

/// A custom animation's state, by keys of your own.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty state.
    public init() {}

    /// The value of a key, or its default.
    ///
    /// - Parameter key: The key's type.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value in a custom animation's state.
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}
