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

/// An animation. Text rendering has none; this exists for source compatibility.
public struct Animation: Sendable, Equatable {
    let name: String

    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// A linear animation.
    public static let linear = Animation(name: "linear")
    /// An ease-in-out animation.
    public static let easeInOut = Animation(name: "easeInOut")
}

/// Runs `body` (animations are not rendered, so this simply runs it and returns its result).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
