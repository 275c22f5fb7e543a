import Foundation

/// A spring, by its perceptual parameters (duration and bounce) or its physical ones (mass,
/// stiffness, damping); each is computed from the other as SwiftUI does.
public struct Spring: Sendable, Hashable {
    /// The time of one oscillation without damping, in seconds.
    public let duration: TimeInterval
    /// How much it bounces: 0 none, toward 1 more, below 0 overdamped.
    public let bounce: Double

    /// A spring by its duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The time of one oscillation, in seconds (0.5 by default).
    ///   - bounce: How much it bounces (0 by default).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring by its response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The time of one oscillation, in seconds.
    ///   - dampingRatio: 1 for no bounce, less for some.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1)
    }

    /// A spring by its physical parameters.
    ///
    /// - Parameters:
    ///   - mass: The mass at its end (1 by default).
    ///   - stiffness: Its stiffness.
    ///   - damping: How strongly it is slowed.
    ///   - allowOverDamping: Whether it may be overdamped (false by default).
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = 2 * .pi * (mass / stiffness).squareRoot()
        var ratio = damping / (2 * (stiffness * mass).squareRoot())
        if !allowOverDamping { ratio = min(ratio, 1) }
        self.init(response: response, dampingRatio: ratio)
    }

    /// A spring with no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A quick spring with a small bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with a noticeable bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// The time of one oscillation, in seconds (the duration).
    public var response: Double { duration }
    /// 1 for no bounce, less for some, more when overdamped.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
    /// The mass (1).
    public var mass: Double { 1 }
    /// The stiffness, from the response: `(2π / response)²`.
    public var stiffness: Double { pow(2 * .pi / duration, 2) }
    /// The damping, from the damping ratio and stiffness.
    public var damping: Double { 4 * .pi * dampingRatio / duration }

    /// How long the spring takes to come within a thousandth of its target, in seconds.
    public var settlingDuration: TimeInterval {
        let decay = damping / (2 * mass)
        return decay > 0 ? log(1000) / decay : .infinity
    }
}
