/// The context of an update. Text rendering has no animations; this exists so SwiftUI code that
/// mentions transactions compiles unchanged.
public struct Transaction: Sendable {
    /// The animation of the update; always ignored.
    public var animation: Animation?

    /// Creates an empty transaction.
    public init() {}

    /// Creates a transaction with an animation, which is ignored.
    ///
    /// - Parameter animation: The animation of the update.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// An animation. Text rendering has none; these exist for source compatibility.
public struct Animation: Sendable, Equatable {
    let name: String

    /// The `default` animation.
    public static let `default` = Animation(name: "default")
    /// The `linear` animation.
    public static let linear = Animation(name: "linear")
    /// The `easeIn` animation.
    public static let easeIn = Animation(name: "easeIn")
    /// The `easeOut` animation.
    public static let easeOut = Animation(name: "easeOut")
    /// The `easeInOut` animation.
    public static let easeInOut = Animation(name: "easeInOut")
    /// The `spring` animation.
    public static let spring = Animation(name: "spring")
    /// The `interactiveSpring` animation.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// The `bouncy` animation.
    public static let bouncy = Animation(name: "bouncy")
    /// The `smooth` animation.
    public static let smooth = Animation(name: "smooth")
    /// The `snappy` animation.
    public static let snappy = Animation(name: "snappy")

    /// A linear animation of a duration (not rendered).
    ///
    /// - Parameter duration: The animation's length, in seconds.
    /// - Returns: The ``linear`` animation.
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    /// An ease-in animation of a duration (not rendered).
    ///
    /// - Parameter duration: The animation's length, in seconds.
    /// - Returns: The ``easeIn`` animation.
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    /// An ease-out animation of a duration (not rendered).
    ///
    /// - Parameter duration: The animation's length, in seconds.
    /// - Returns: The ``easeOut`` animation.
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    /// An ease-in-out animation of a duration (not rendered).
    ///
    /// - Parameter duration: The animation's length, in seconds.
    /// - Returns: The ``easeInOut`` animation.
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }

    /// A spring animation (not rendered).
    ///
    /// - Parameters:
    ///   - response: The spring's stiffness, as the time of one oscillation, in seconds.
    ///   - dampingFraction: How quickly it comes to rest.
    ///   - blendDuration: How long it blends with a previous animation, in seconds.
    /// - Returns: The ``spring`` animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { .spring }

    /// A spring animation of a duration (not rendered).
    ///
    /// - Parameters:
    ///   - duration: The animation's length, in seconds.
    ///   - bounce: How much it bounces.
    /// - Returns: The ``spring`` animation.
    public static func spring(duration: TimeInterval, bounce: Double = 0) -> Animation { .spring }

    /// The same animation, started later (not rendered).
    ///
    /// - Parameter delay: The delay, in seconds.
    /// - Returns: This animation.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// The same animation at another speed (not rendered).
    ///
    /// - Parameter speed: The speed, relative to the original.
    /// - Returns: This animation.
    public func speed(_ speed: Double) -> Animation { self }
    /// The same animation, repeated (not rendered).
    ///
    /// - Parameters:
    ///   - repeatCount: How many times it runs.
    ///   - autoreverses: Whether every other run goes backwards.
    /// - Returns: This animation.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation, repeated forever (not rendered).
    ///
    /// - Parameter autoreverses: Whether every other run goes backwards.
    /// - Returns: This animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`; animations are not rendered, so this simply runs it and returns its result.
///
/// - Parameters:
///   - animation: The animation SwiftUI would use.
///   - body: The state changes to make.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
