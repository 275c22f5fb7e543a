// Scrolling. Text output shows all of a scroll view's content and nothing scrolls: these modifiers
// change nothing shown (`scrollDisabled` sets `\.isScrollEnabled`, which views can read).
extension View {
    /// Disables scrolling in this view: it sets `\.isScrollEnabled` to false (text output shows
    /// everything either way).
    ///
    /// - Parameter disabled: Whether scrolling is disabled.
    /// - Returns: A view whose environment's `isScrollEnabled` is `!disabled` (false stays false).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { isEnabled in
            if disabled { isEnabled = false }
        }
    }

    /// This view (nothing scrolls in text output; the binding is not changed).
    ///
    /// - Parameters:
    ///   - id: The identity of the view scrolled to; not read or set.
    ///   - anchor: Where in the visible area that view is; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// This view (nothing scrolls in text output: a scroll view shows all of its content).
    ///
    /// - Parameter anchor: Where the content starts scrolled to, such as `.bottom`; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// This view (there are no scroll indicators in text output).
    ///
    /// - Parameter onAppear: Whether the indicators flash when the view appears; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// This view (there are no scroll indicators in text output).
    ///
    /// - Parameter value: A value whose change flashes the indicators; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { self }
}

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// False inside `.scrollDisabled(true)` (text output shows everything either way).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}
