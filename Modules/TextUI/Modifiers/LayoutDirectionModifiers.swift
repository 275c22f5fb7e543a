// Mirroring in right-to-left layouts. Text output is laid out left to right and never mirrors a
// view, so these modifiers return the view unchanged.
extension View {
    /// This view (nothing is mirrored in text output).
    ///
    /// - Parameter enabled: Whether the view flips horizontally in right-to-left layouts.
    /// - Returns: This view, unchanged.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }

    /// This view (nothing is mirrored in text output).
    ///
    /// - Parameter behavior: When the view is mirrored (`.fixed`, `.mirrors`).
    /// - Returns: This view, unchanged.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { self }
}
