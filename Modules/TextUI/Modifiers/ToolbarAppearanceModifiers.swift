// How bars look and what they show besides their items. Text output shows toolbar items in a row
// and a screen's title as a heading, whatever their bars look like: these modifiers return the view
// unchanged.
extension View {
    /// This view (bars have no colours in text output).
    ///
    /// - Parameters:
    ///   - colorScheme: The colour scheme of the bars' content, or nil for the default; accepted, no effect.
    ///   - bars: The bars it applies to, such as `.navigationBar`; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// This view (text output lays every toolbar out as one row).
    ///
    /// - Parameter role: What the toolbar is for, such as `.editor`; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// This view (text output shows every title as a heading).
    ///
    /// - Parameter mode: Whether the title is large or inline; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

    /// This view (text output has no built-in toolbar items to remove).
    ///
    /// - Parameter defaultItemKind: The built-in item to remove, such as `.sidebarToggle`; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }

    /// This view (there is no title to tap in text output, so the menu is not made).
    ///
    /// - Parameter content: Builds the menu shown when the title is tapped; not called.
    /// - Returns: This view, unchanged.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}

/// What a toolbar is for (text output lays every toolbar out as one row).
public struct ToolbarRole: Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A toolbar of a browsing screen.
    public static let browser = ToolbarRole(name: "browser")
    /// A toolbar of an editing screen.
    public static let editor = ToolbarRole(name: "editor")
    /// A toolbar of a navigation stack.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// How a toolbar shows its title (text output shows it as a heading).
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// A small title in the bar.
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// A large title, in the bar until the content scrolls.
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    /// A large title below the bar.
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// A built-in toolbar item (text output has none).
public struct ToolbarDefaultItemKind: Sendable {
    let name: String

    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}
