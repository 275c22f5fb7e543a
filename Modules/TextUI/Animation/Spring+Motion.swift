import Foundation

// A spring's motion over time: the damped oscillator its mass, stiffness and damping make, moving
// from zero to a target. Text output draws no frames, but a custom animation (or a test) can ask
// where the spring is.
extension Spring {
    /// Where the spring is, `time` seconds after it started at zero towards `target`.
    ///
    /// - Parameters:
    ///   - target: Where the spring comes to rest.
    ///   - initialVelocity: Its velocity at the start; zero by default.
    ///   - time: The seconds since the start.
    /// - Returns: The value at that time (`target` once it has settled).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (position, velocity) = motion(at: time)
        var fromTarget = target
        fromTarget.scale(by: 1 - position.displacement)
        var fromVelocity = initialVelocity
        fromVelocity.scale(by: velocity.displacement)
        return fromTarget + fromVelocity
    }

    /// How fast the spring moves, `time` seconds after it started at zero towards `target`.
    ///
    /// - Parameters:
    ///   - target: Where the spring comes to rest.
    ///   - initialVelocity: Its velocity at the start; zero by default.
    ///   - time: The seconds since the start.
    /// - Returns: The velocity at that time (zero once it has settled).
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (position, velocity) = motion(at: time)
        var fromTarget = target
        fromTarget.scale(by: -position.rate)
        var fromVelocity = initialVelocity
        fromVelocity.scale(by: velocity.rate)
        return fromTarget + fromVelocity
    }

    /// The oscillator's response at `time` to a unit starting displacement (`position`) and to a
    /// unit starting velocity (`velocity`): each the displacement from rest and its rate of change.
    private func motion(at time: TimeInterval) -> (position: Response, velocity: Response) {
        let natural = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        let t = max(time, 0)
        if ratio < 1 - 1e-9 {
            let damped = natural * (1 - ratio * ratio).squareRoot()
            let decay = ratio * natural
            let envelope = exp(-decay * t)
            let (cosine, sine) = (cos(damped * t), sin(damped * t))
            let position = Response(
                displacement: envelope * (cosine + decay / damped * sine),
                rate: -envelope * (natural * natural / damped) * sine)
            let velocity = Response(
                displacement: envelope * sine / damped,
                rate: envelope * (cosine - decay / damped * sine))
            return (position, velocity)
        }
        if abs(ratio - 1) < 1e-9 {
            let envelope = exp(-natural * t)
            let position = Response(
                displacement: envelope * (1 + natural * t), rate: -envelope * natural * natural * t)
            let velocity = Response(displacement: envelope * t, rate: envelope * (1 - natural * t))
            return (position, velocity)
        }
        let root = (ratio * ratio - 1).squareRoot()
        let (fast, slow) = (-natural * (ratio + root), -natural * (ratio - root))
        let (fastTerm, slowTerm) = (exp(fast * t), exp(slow * t))
        // A unit displacement: c1 + c2 = 1, fast c1 + slow c2 = 0; a unit velocity: sum 0, rate 1.
        let positionSlow = -fast / (slow - fast)
        let velocitySlow = 1 / (slow - fast)
        let position = Response(
            displacement: (1 - positionSlow) * fastTerm + positionSlow * slowTerm,
            rate: (1 - positionSlow) * fast * fastTerm + positionSlow * slow * slowTerm)
        let velocity = Response(
            displacement: -velocitySlow * fastTerm + velocitySlow * slowTerm,
            rate: -velocitySlow * fast * fastTerm + velocitySlow * slow * slowTerm)
        return (position, velocity)
    }

    private struct Response {
        let displacement: Double
        let rate: Double
    }
}
