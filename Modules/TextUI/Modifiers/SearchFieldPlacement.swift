/// Where a search field goes (text output puts it above the content).
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String

    /// The `automatic` search field placement.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The `navigationBarDrawer` search field placement.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The `sidebar` search field placement.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The `toolbar` search field placement.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")

    /// How a navigation bar drawer shows the search field (not rendered).
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
        /// The platform decides when the drawer shows, or it always shows (neither is rendered).
        case automatic, always
    }

    /// The navigation bar's drawer, always shown or not.
    ///
    /// - Parameter displayMode: When the drawer shows; accepted, no effect on the text.
    /// - Returns: The `.navigationBarDrawer` placement (text output puts the field above the content).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }
}
