// The older spellings of the accessibility modifiers (`.accessibility(label: Text("Add"))`),
// deprecated in SwiftUI since iOS 14 and still in apps: each does what its newer spelling does.
extension View {
    /// Names this view's control (or image), as `accessibilityLabel(_:)` does.
    ///
    /// - Parameter label: The label the host finds the control by.
    /// - Returns: A view whose control answers to `label`.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// This view (accessibility hints are not rendered).
    ///
    /// - Parameter hint: What activating the view does; accepted, not rendered.
    /// - Returns: This view, unchanged.
    public func accessibility(hint: Text) -> some View { self }

    /// This view (accessibility values are not rendered).
    ///
    /// - Parameter value: The view's current value, as words; accepted, not rendered.
    /// - Returns: This view, unchanged.
    public func accessibility(value: Text) -> some View { self }

    /// This view (it is rendered either way).
    ///
    /// - Parameter hidden: Whether to hide the view from accessibility; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibility(hidden: Bool) -> some View { self }

    /// Identifies this view for tests, as `accessibilityIdentifier(_:)` does.
    ///
    /// - Parameter identifier: The identifier the host finds the view by.
    /// - Returns: A view the host finds by `identifier`.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// This view (traits are not rendered).
    ///
    /// - Parameter traits: The traits to add; accepted, not rendered.
    /// - Returns: This view, unchanged.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }

    /// This view (traits are not rendered).
    ///
    /// - Parameter traits: The traits to remove; accepted, not rendered.
    /// - Returns: This view, unchanged.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }

    /// This view (the reading order is the text's order).
    ///
    /// - Parameter sortPriority: The reading-order priority; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibility(sortPriority: Double) -> some View { self }

    /// This view (the host activates an element by its name, not a point).
    ///
    /// - Parameter activationPoint: Where activating the element touches it; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibility(activationPoint: UnitPoint) -> some View { self }

    /// This view (the host activates an element by its name, not a point).
    ///
    /// - Parameter activationPoint: Where activating the element touches it, in points; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibility(activationPoint: CGPoint) -> some View { self }

    /// This view (selections are not read by accessibility in text output).
    ///
    /// - Parameter selectionIdentifier: The identifier of the element as a selection; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
}
