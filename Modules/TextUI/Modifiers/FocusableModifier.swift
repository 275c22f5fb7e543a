// Which views take the focus from a keyboard or a remote. A host moves the focus by typing into
// text fields only: these modifiers return the view unchanged.

/// What a focusable view does with the focus (text output moves no focus).
public struct FocusInteractions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Interactions from their raw value.
    ///
    /// - Parameter rawValue: The bits: 1 for `activate`, 2 for `edit`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The view is focused to be activated, as a button is.
    public static let activate = FocusInteractions(rawValue: 1)
    /// The view is focused to be edited, as a text field is.
    public static let edit = FocusInteractions(rawValue: 2)
    /// The platform's choice.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// How strongly a default focus applies (text output moves no focus).
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String

    /// The focus goes to the default when the scene appears.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// The focus goes to the default also when a person moves it into the region.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// This view (a host focuses text fields only, by typing into them).
    ///
    /// - Parameter isFocusable: Whether the view can take the focus; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// This view (a host focuses text fields only, by typing into them).
    ///
    /// - Parameters:
    ///   - isFocusable: Whether the view can take the focus; accepted, no effect.
    ///   - interactions: What the view does with the focus; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// This view, with focus effects off when `disabled` (text output draws no focus ring). Like
    /// `.disabled(_:)`, it adds a condition: a view inside cannot turn them back on.
    ///
    /// - Parameter disabled: Whether focus effects are hidden (true by default).
    /// - Returns: This view, with ``EnvironmentValues/isFocusEffectEnabled`` false when `disabled`.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { $0 = $0 && !disabled }
    }

    /// This view (there is no focus moved by a keyboard or a remote in text output).
    ///
    /// - Returns: This view, unchanged.
    public func focusSection() -> some View { self }

    /// This view (the focus state is set by typing into a field, not by a default).
    ///
    /// - Parameters:
    ///   - binding: The focus state a default would set; not set.
    ///   - value: The value it would take; not used.
    ///   - priority: When the default applies; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View { self }
}
