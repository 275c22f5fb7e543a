/// The context of an update. Text rendering has no animations; this exists so SwiftUI code that
/// mentions transactions compiles unchanged.
public struct Transaction: Sendable {
    /// The animation of the update; always ignored.
    public var animation: Animation?

    /// Creates an empty transaction.
    public init() {}

    /// Creates a transaction with an animation (ignored).
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

    /// A linear animation of a duration.
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    /// An ease-in animation of a duration.
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    /// An ease-out animation of a duration.
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    /// An ease-in-out animation of a duration.
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }

    /// A spring animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { .spring }

    /// A spring animation of a duration.
    public static func spring(duration: TimeInterval, bounce: Double = 0) -> Animation { .spring }

    /// The same animation, started later.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// The same animation at another speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// The same animation, repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation, repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` (animations are not rendered, so this simply runs it and returns its result).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
