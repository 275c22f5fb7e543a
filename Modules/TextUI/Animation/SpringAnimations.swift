import Foundation

// Spring animations: by response and damping, by duration and bounce, and the named ones.
extension Animation {
    /// A spring of half a second with no bounce.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }
    /// A quick spring with no bounce, for interactive changes.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// A spring of a second, with the default stiffness.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }
    /// A spring with a small bounce.
    public static var bouncy: Animation { bouncy() }
    /// A spring with no bounce.
    public static var smooth: Animation { smooth() }
    /// A quick spring with a small bounce.
    public static var snappy: Animation { snappy() }

    /// A spring by its response and damping.
    ///
    /// - Parameters:
    ///   - response: The time of one oscillation, in seconds (0.5 by default).
    ///   - dampingFraction: How quickly it comes to rest (0.825 by default).
    ///   - blendDuration: How long it blends with a previous animation, in seconds.
    /// - Returns: The animation (it lasts its response).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))", duration: response)
    }

    /// A spring by its duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: How long it takes, in seconds (0.5 by default).
    ///   - bounce: How much it bounces, from -1 to 1 (0 by default).
    ///   - blendDuration: How long it blends with a previous animation, in seconds.
    /// - Returns: The animation.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
    {
        Animation("spring(duration: \(duration), bounce: \(bounce))", duration: duration)
    }

    /// A spring animation of a ``Spring``.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - blendDuration: How long it blends with a previous animation, in seconds.
    /// - Returns: The animation.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation.spring(duration: spring.duration, bounce: spring.bounce, blendDuration: blendDuration)
    }

    /// A quick spring for interactive changes, by its response and damping.
    ///
    /// - Parameters:
    ///   - response: The time of one oscillation, in seconds (0.15 by default).
    ///   - dampingFraction: How quickly it comes to rest (0.86 by default).
    ///   - blendDuration: How long it blends with a previous animation (0.25 by default).
    /// - Returns: The animation.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))", duration: response)
    }

    /// A quick spring for interactive changes, by its duration.
    ///
    /// - Parameters:
    ///   - duration: How long it takes, in seconds (0.15 by default).
    ///   - extraBounce: Bounce added to the spring's (0 by default).
    ///   - blendDuration: How long it blends with a previous animation (0.25 by default).
    /// - Returns: The animation.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))", duration: duration)
    }

    /// A spring by its physical parameters, whose velocity carries over between changes.
    ///
    /// - Parameters:
    ///   - mass: The mass at the end of the spring (1 by default).
    ///   - stiffness: The spring's stiffness.
    ///   - damping: How strongly it is slowed.
    ///   - initialVelocity: The velocity it starts with (0 by default).
    /// - Returns: The animation (it lasts as long as the spring takes to settle).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        return Animation(
            "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))",
            duration: spring.settlingDuration)
    }

    /// A spring by its duration and bounce, whose velocity carries over between changes.
    ///
    /// - Parameters:
    ///   - duration: How long it takes, in seconds (0.5 by default).
    ///   - bounce: How much it bounces (0 by default).
    ///   - initialVelocity: The velocity it starts with (0 by default).
    /// - Returns: The animation.
    @_disfavoredOverload
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    )
        -> Animation
    {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))", duration: duration)
    }

    /// A spring animation of a ``Spring``, whose velocity carries over between changes.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: The velocity it starts with (0 by default).
    /// - Returns: The animation.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(duration: spring.duration, bounce: spring.bounce, initialVelocity: initialVelocity)
    }

    /// A spring with a small bounce.
    ///
    /// - Parameters:
    ///   - duration: How long it takes, in seconds (0.5 by default).
    ///   - extraBounce: Bounce added to its own (0 by default).
    /// - Returns: The animation.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))", duration: duration)
    }

    /// A spring with no bounce.
    ///
    /// - Parameters:
    ///   - duration: How long it takes, in seconds (0.5 by default).
    ///   - extraBounce: Bounce added to its own (0 by default).
    /// - Returns: The animation.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))", duration: duration)
    }

    /// A quick spring with a small bounce.
    ///
    /// - Parameters:
    ///   - duration: How long it takes, in seconds (0.5 by default).
    ///   - extraBounce: Bounce added to its own (0 by default).
    /// - Returns: The animation.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))", duration: duration)
    }
}
