extension ViewModifier {
    /// This modifier, whose changes animate with `animation` (text output shows each change's final
    /// state at once, as `View.animation(_:)` does).
    ///
    /// - Parameter animation: The animation of the modifier's changes, or nil for none.
    /// - Returns: This modifier, unchanged.
    @MainActor @preconcurrency
    public func animation(_ animation: Animation?) -> some ViewModifier { self }

    /// This modifier, whose changes' transaction `transform` changes (text output shows each
    /// change's final state at once, as `View.transaction(_:)` does).
    ///
    /// - Parameter transform: Changes the transaction of the modifier's changes.
    /// - Returns: This modifier, unchanged.
    @MainActor @preconcurrency
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }
}
