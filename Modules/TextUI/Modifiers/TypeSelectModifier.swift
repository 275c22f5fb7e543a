// Type-select: typing a row's first letters selects it in a list (macOS). A host selects rows by
// their labels, so these modifiers return the view unchanged.
extension View {
    /// This view (a host selects rows by their labels).
    ///
    /// - Parameter text: The text typing selects this view by, or nil for none.
    /// - Returns: This view, unchanged.
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }

    /// This view (a host selects rows by their labels).
    ///
    /// - Parameter stringKey: The localized text typing selects this view by.
    /// - Returns: This view, unchanged.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }

    /// This view (a host selects rows by their labels).
    ///
    /// - Parameter string: The text typing selects this view by.
    /// - Returns: This view, unchanged.
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
}
