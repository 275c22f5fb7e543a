// Padding added to a view's safe area. Safe areas do not exist in text output: these modifiers
// return the view unchanged.
extension View {
    /// This view (safe areas do not exist in text output).
    ///
    /// - Parameter insets: The padding in points added to each edge's safe area; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }

    /// This view (safe areas do not exist in text output).
    ///
    /// - Parameters:
    ///   - edges: The edges whose safe area is padded; accepted, no effect.
    ///   - length: The padding in points, or nil for the default; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    /// This view (safe areas do not exist in text output).
    ///
    /// - Parameter length: The padding in points added to every edge's safe area; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func safeAreaPadding(_ length: CGFloat) -> some View { self }
}
