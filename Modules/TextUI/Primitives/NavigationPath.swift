/// The values pushed on a ``NavigationStack``, of any `Hashable` types. Each value shows the
/// destination that `.navigationDestination(for:)` gives for its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of `elements`.
    ///
    /// - Parameter elements: The values, first pushed first; the last one is the top of the stack.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds.
    public var count: Int { elements.count }

    /// True when the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    ///
    /// - Parameter value: The value to push; the stack shows the destination registered for its type.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    ///
    /// - Parameter k: How many values to pop (1 by default); more than ``count`` traps.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
