// Finding and replacing text in a text editor. Text output has no find bar: these modifiers return
// the view unchanged.
extension View {
    /// This view (there is no find bar in text output).
    ///
    /// - Parameter isPresented: Whether the find bar shows; not read or set.
    /// - Returns: This view, unchanged.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }

    /// This view (there is no find bar in text output).
    ///
    /// - Parameter isDisabled: Whether finding is disabled; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// This view (there is no find bar in text output).
    ///
    /// - Parameter isDisabled: Whether replacing is disabled; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}
