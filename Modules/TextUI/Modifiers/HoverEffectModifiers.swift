// Hover effects beside `hoverEffect(_:isEnabled:)`: the pointer never hovers in text output, so
// no effect is drawn; `hoverEffectDisabled(_:)` sets the environment value views can read.
extension View {
    /// This view (hover effects are not drawn).
    ///
    /// - Parameter effect: The effect while the pointer is over the view (`.automatic` by default).
    /// - Returns: This view, unchanged.
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }

    /// This view, with hover effects off when `disabled` (none are drawn). Like `.disabled(_:)`,
    /// it adds a condition: a view inside cannot turn them back on.
    ///
    /// - Parameter disabled: Whether hover effects are off (true by default).
    /// - Returns: This view, with ``EnvironmentValues/isHoverEffectEnabled`` false when `disabled`.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isHoverEffectEnabled) { $0 = $0 && !disabled }
    }

    /// This view (hover effects are not drawn).
    ///
    /// - Parameter effect: The effect the views inside use by default, or nil for the platform's.
    /// - Returns: This view, unchanged.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
}
