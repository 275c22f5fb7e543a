// The parts of a macOS dialog around its buttons: its icon, and a "Do not show again" checkbox.
// Text output shows a dialog's title, message and buttons: these modifiers return the view
// unchanged.
extension View {
    /// This view (dialogs show no icon in text output).
    ///
    /// - Parameter icon: The dialog's icon, or nil for the app's; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func dialogIcon(_ icon: Image?) -> some View { self }

    /// This view (dialogs show no suppression checkbox in text output).
    ///
    /// - Parameter isSuppressed: Whether the dialog is not to be shown again; not read or set.
    /// - Returns: This view, unchanged.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

    /// This view (dialogs show no suppression checkbox in text output).
    ///
    /// - Parameters:
    ///   - titleKey: The checkbox's title; not shown.
    ///   - isSuppressed: Whether the dialog is not to be shown again; not read or set.
    /// - Returns: This view, unchanged.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        self
    }

    /// This view (dialogs show no suppression checkbox in text output).
    ///
    /// - Parameters:
    ///   - title: The checkbox's title; not shown.
    ///   - isSuppressed: Whether the dialog is not to be shown again; not read or set.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View {
        self
    }

    /// This view (dialogs show no suppression checkbox in text output).
    ///
    /// - Parameters:
    ///   - label: The checkbox's title; not shown.
    ///   - isSuppressed: Whether the dialog is not to be shown again; not read or set.
    /// - Returns: This view, unchanged.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
}
