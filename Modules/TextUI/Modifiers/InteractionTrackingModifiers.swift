// Marks for the system's bookkeeping: a tag for interactions in performance logs, and content a
// widget shows while its state may be out of date. Neither shows in text output: these modifiers
// return the view unchanged.
extension View {
    /// This view (a host logs no interactions).
    ///
    /// - Parameter tag: The name the view's interactions are logged under.
    /// - Returns: This view, unchanged.
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }

    /// This view (a host has no widget timeline that could leave it out of date).
    ///
    /// - Parameter invalidatable: Whether the content may be out of date while an action runs
    ///   (true by default).
    /// - Returns: This view, unchanged.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
