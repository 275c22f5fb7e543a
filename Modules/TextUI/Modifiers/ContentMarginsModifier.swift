// Margins between a scroll view and its content. Text output renders no margins: these modifiers
// return the view unchanged.
extension View {
    /// This view (margins are not rendered).
    ///
    /// - Parameters:
    ///   - edges: The edges the margins apply to; accepted, no effect.
    ///   - insets: The margins in points; accepted, no effect.
    ///   - placement: Whether the margins apply to the content or the indicators; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }

    /// This view (margins are not rendered).
    ///
    /// - Parameters:
    ///   - edges: The edges the margins apply to; accepted, no effect.
    ///   - length: The margin in points, or nil for the default; accepted, no effect.
    ///   - placement: Whether the margins apply to the content or the indicators; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }

    /// This view (margins are not rendered).
    ///
    /// - Parameters:
    ///   - length: The margin in points on every edge; accepted, no effect.
    ///   - placement: Whether the margins apply to the content or the indicators; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        self
    }
}

/// Where content margins apply in a scroll view (margins are not rendered).
public struct ContentMarginPlacement: Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
