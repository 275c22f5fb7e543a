/// The context of an update: its animation and whether animations are disabled. Text output
/// shows each state at once; a transaction's values are kept, and the completions added to it
/// run when `withTransaction` has made its changes.
public struct Transaction {
    /// The animation of the update.
    public var animation: Animation?
    /// Whether views' implicit animations are turned off for this update.
    public var disablesAnimations = false
    /// Whether the update is one of a continuous series (a drag).
    public var isContinuous = false
    /// Whether velocities are tracked for springs.
    public var tracksVelocity = false
    /// The values of ``TransactionKey``s set on this transaction.
    private var values: [ObjectIdentifier: Any] = [:]
    /// What runs once the update is done.
    private(set) var completions: [() -> Void] = []

    /// An empty transaction.
    public init() {}

    /// A transaction with an animation.
    ///
    /// - Parameter animation: The animation of the update.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value of a key of your own, or its default.
    ///
    /// - Parameter key: The key's type.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a closure that runs when the update's animations are done (at once, in text output:
    /// when `withTransaction` has made its changes).
    ///
    /// - Parameters:
    ///   - criteria: When the animation counts as done.
    ///   - completion: The closure.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(completion)
    }
}

/// A key for a value of your own in a ``Transaction``.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// When an animation counts as done, for its completion.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    let name: String
    /// When the animation has logically reached its end.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has been removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
