/// How split views look, made by a body from a configuration (text output shows a split view's columns one below another: the style is accepted and its
/// body is not shown).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled split view.
    ///
    /// - Parameter configuration: What the style receives (nothing, as on Apple's platforms).
    /// - Returns: The view Apple's platforms show in the split view's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a ``NavigationSplitViewStyle`` receives: nothing public, as on Apple's platforms.
public struct NavigationSplitViewStyleConfiguration {}

/// The `.automatic` split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
    /// The style's body; text output does not show it (text output shows a split view's columns one below another).
    ///
    /// - Parameter configuration: What the style receives.
    /// - Returns: Nothing to show.
    public func makeBody(configuration: NavigationSplitViewStyleConfiguration) -> EmptyView {
        EmptyView()
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The `.automatic` split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

/// The `.balanced` split view style.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
    /// The style's body; text output does not show it (text output shows a split view's columns one below another).
    ///
    /// - Parameter configuration: What the style receives.
    /// - Returns: Nothing to show.
    public func makeBody(configuration: NavigationSplitViewStyleConfiguration) -> EmptyView {
        EmptyView()
    }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The `.balanced` split view style.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

/// The `.prominentDetail` split view style.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
    /// The style's body; text output does not show it (text output shows a split view's columns one below another).
    ///
    /// - Parameter configuration: What the style receives.
    /// - Returns: Nothing to show.
    public func makeBody(configuration: NavigationSplitViewStyleConfiguration) -> EmptyView {
        EmptyView()
    }
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
