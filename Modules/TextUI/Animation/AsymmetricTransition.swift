/// One transition for a view's insertion and another for its removal (transitions are not
/// rendered: a view appears and leaves at once).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition of a view being inserted.
    public var insertion: Insertion
    /// The transition of a view being removed.
    public var removal: Removal

    /// A transition with one transition in and another out.
    ///
    /// - Parameters:
    ///   - insertion: The transition of a view being inserted.
    ///   - removal: The transition of a view being removed.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content (transitions are not applied in text output).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase: `.willAppear` would take the insertion, `.didDisappear` the removal.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

extension Transition {
    /// `content` as this transition leaves it in `phase` (transitions are not applied in text
    /// output: the content as it is).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    @MainActor @preconcurrency
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View { content }
}
