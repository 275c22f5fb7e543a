/// How a split view's columns share the space (text output shows them one below another).
public protocol NavigationSplitViewStyle: Sendable {}

/// The `.automatic` split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The `.automatic` split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

/// The `.balanced` split view style.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The `.balanced` split view style.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

/// The `.prominentDetail` split view style.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The `.prominentDetail` split view style.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// This view (text output shows a split view's columns one below another).
    ///
    /// - Parameter style: The split view style; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// This view (column widths are not rendered).
    ///
    /// - Parameter width: The column's width in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// This view (column widths are not rendered).
    ///
    /// - Parameters:
    ///   - min: The column's smallest width in points; accepted, no effect on the text.
    ///   - ideal: The column's preferred width in points; accepted, no effect on the text.
    ///   - max: The column's largest width in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
