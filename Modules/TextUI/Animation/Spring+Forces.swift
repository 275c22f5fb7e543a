import Foundation

// A spring's tuned presets, its settling time for a given motion, the force it applies, and its
// motion between two values of any animatable type: the rest of SwiftUI's `Spring` interface,
// over the damped oscillator of `Spring+Motion.swift`. The motions between animatable values are
// on the main actor, as ``Animatable`` is.
extension Spring {
    /// A spring that settles in about `settlingDuration` seconds, coming within `epsilon` of its
    /// target, with the damping ratio given.
    ///
    /// - Parameters:
    ///   - settlingDuration: The seconds it takes to settle.
    ///   - dampingRatio: 1 for no bounce, less for some.
    ///   - epsilon: How close to its target counts as settled (0.001 by default).
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // Settling is the envelope e^(-2πζt / response) falling to epsilon.
        let logarithm = log(1 / max(epsilon, .leastNonzeroMagnitude))
        let response = dampingRatio > 0 && logarithm > 0 ? settlingDuration * 2 * .pi * dampingRatio / logarithm : 0
        self.init(response: response > 0 ? response : settlingDuration, dampingRatio: dampingRatio)
    }

    /// A spring with no bounce, tuned.
    ///
    /// - Parameters:
    ///   - duration: The time of one oscillation, in seconds (0.5 by default).
    ///   - extraBounce: Bounce added to none (0 by default).
    /// - Returns: The spring.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A quick spring with a small bounce (0.15), tuned.
    ///
    /// - Parameters:
    ///   - duration: The time of one oscillation, in seconds (0.5 by default).
    ///   - extraBounce: Bounce added to 0.15 (0 by default).
    /// - Returns: The spring.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a noticeable bounce (0.3), tuned.
    ///
    /// - Parameters:
    ///   - duration: The time of one oscillation, in seconds (0.5 by default).
    ///   - extraBounce: Bounce added to 0.3 (0 by default).
    /// - Returns: The spring.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The force the spring applies (per unit of its mass) at `position`, moving at `velocity`,
    /// towards `target`: `stiffness × (target − position) − damping × velocity`.
    ///
    /// - Parameters:
    ///   - target: Where the spring comes to rest.
    ///   - position: Where it is.
    ///   - velocity: How fast it moves.
    /// - Returns: The force.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        var pull = target - position
        pull.scale(by: stiffness)
        var drag = velocity
        drag.scale(by: damping)
        return pull - drag
    }

    /// The force the spring applies at `position`, moving at `velocity`, from `fromValue` towards
    /// `toValue`, as a value of their type.
    ///
    /// - Parameters:
    ///   - fromValue: Where the motion started.
    ///   - toValue: Where the spring comes to rest.
    ///   - position: Where it is.
    ///   - velocity: How fast it moves.
    /// - Returns: The force, as the animatable data of a value of the type.
    @MainActor @preconcurrency
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }

    /// How long the spring takes, from zero towards `target`, until it stays within `epsilon` of it.
    ///
    /// - Parameters:
    ///   - target: Where the spring comes to rest.
    ///   - initialVelocity: Its velocity at the start; zero by default.
    ///   - epsilon: How close to the target counts as settled.
    /// - Returns: The seconds until it has settled (infinity for a spring with no damping).
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        let natural = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        // The slowest exponential of the motion bounds how long it can stay away from the target.
        let decay = ratio < 1 ? ratio * natural : natural * (ratio - (ratio * ratio - 1).squareRoot())
        guard decay > 0, epsilon > 0 else { return .infinity }
        let amplitude = target.magnitudeSquared.squareRoot() + initialVelocity.magnitudeSquared.squareRoot() / natural
        guard amplitude > epsilon else { return 0 }
        // Past this, the envelope (with room for a critically damped spring's linear factor) is
        // below epsilon: scan up to it for the last time the spring is farther than epsilon.
        let limit = 2 * log(2 * amplitude / epsilon) / decay + 1 / decay
        let steps = 4000
        var settled = 0.0
        for step in 0...steps {
            let time = limit * Double(step) / Double(steps)
            let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target)
            if distance.magnitudeSquared.squareRoot() > epsilon {
                settled = limit * Double(step + 1) / Double(steps)
            }
        }
        return settled
    }

    /// How long the spring takes, from `fromValue` towards `toValue`, until it stays within
    /// `epsilon` of it.
    ///
    /// - Parameters:
    ///   - fromValue: Where it starts.
    ///   - toValue: Where it comes to rest.
    ///   - initialVelocity: Its velocity at the start.
    ///   - epsilon: How close to `toValue` counts as settled.
    /// - Returns: The seconds until it has settled.
    @MainActor @preconcurrency
    public func settlingDuration<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// Where the spring is, `time` seconds after it left `fromValue` for `toValue`.
    ///
    /// - Parameters:
    ///   - fromValue: Where it starts.
    ///   - toValue: Where it comes to rest.
    ///   - initialVelocity: Its velocity at the start.
    ///   - time: The seconds since the start.
    /// - Returns: The value at that time.
    @MainActor @preconcurrency
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData =
            fromValue.animatableData
            + value(
                target: toValue.animatableData - fromValue.animatableData,
                initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// How fast the spring moves, `time` seconds after it left `fromValue` for `toValue`.
    ///
    /// - Parameters:
    ///   - fromValue: Where it starts.
    ///   - toValue: Where it comes to rest.
    ///   - initialVelocity: Its velocity at the start.
    ///   - time: The seconds since the start.
    /// - Returns: The velocity at that time, as the animatable data of a value of the type.
    @MainActor @preconcurrency
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Moves a spring at `value`, moving at `velocity`, `deltaTime` seconds on towards `target`.
    ///
    /// - Parameters:
    ///   - value: Where it is; updated.
    ///   - velocity: How fast it moves; updated.
    ///   - target: Where it comes to rest.
    ///   - deltaTime: The seconds to move it on.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let remaining = target - value
        let moved = self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
        value += moved
    }
}
