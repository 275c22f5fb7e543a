// More of a screen's navigation bar: a subtitle (macOS), the document it shows, and hiding the
// bar. Text output shows a screen's title as a heading and its Back button: these modifiers return
// the view unchanged.
extension View {
    /// This view (text output shows the title only).
    ///
    /// - Parameter subtitle: The subtitle shown under the title on macOS; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }

    /// This view (text output shows the title only).
    ///
    /// - Parameter subtitleKey: The subtitle shown under the title on macOS; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }

    /// This view (text output shows the title only).
    ///
    /// - Parameter subtitle: The subtitle shown under the title on macOS; accepted, no effect.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

    /// This view (the title bar offers no document menu in text output).
    ///
    /// - Parameter url: The document the screen shows; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func navigationDocument(_ url: URL) -> some View { self }

    /// This view (the bar and its Back button stay: the host taps Back by its name).
    ///
    /// - Parameter hidden: Whether to hide the navigation bar; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
}

/// The `.columns` navigation view style (text output shows a stack either way).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// The `.columns` navigation view style (text output shows a stack either way).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// The two-column navigation view style (text output shows a stack either way).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}
