/// The look of a tab bar's items in each of their states (`normal`, `selected`, `disabled`,
/// `focused`): apps colour SwiftUI's tabs through
/// `UITabBarAppearance.stackedLayoutAppearance`. It is kept and changes nothing drawn (a `TabView`
/// renders its tabs as text).
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
    /// The look of items not chosen.
    open var normal = UITabBarItemStateAppearance()
    /// The look of the chosen item.
    open var selected = UITabBarItemStateAppearance()
    /// The look of disabled items.
    open var disabled = UITabBarItemStateAppearance()
    /// The look of focused items.
    open var focused = UITabBarItemStateAppearance()
}
