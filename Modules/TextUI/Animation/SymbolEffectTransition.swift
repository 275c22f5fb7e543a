/// A transition that plays a symbol effect (appear, disappear) on the symbol images of the view
/// inserted or removed; other views are unaffected. Text output draws no symbol images and runs no
/// animations: the view is inserted or removed at once, unchanged.
@MainActor @frozen @preconcurrency
public struct SymbolEffectTransition: Transition {
    /// A transition playing `effect` with `options`.
    ///
    /// - Parameters:
    ///   - effect: The effect (an appear or disappear effect).
    ///   - options: How it plays.
    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {}

    /// The content, unchanged in every phase.
    ///
    /// - Parameters:
    ///   - content: The view entering or leaving.
    ///   - phase: Where it is in the transition.
    /// - Returns: `content`.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == SymbolEffectTransition {
    /// The default symbol effect transition (nothing changes in text output).
    @MainActor @preconcurrency
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: AppearSymbolEffect.appear, options: .default)
    }

    /// A transition playing `effect` on the symbol images of the view inserted or removed
    /// (nothing changes in text output).
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: How it plays (the default options by default).
    /// - Returns: The transition.
    @MainActor @preconcurrency
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
