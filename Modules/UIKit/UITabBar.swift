/// A tab bar, for its appearance proxy: apps colour SwiftUI's `TabView` through it
/// (`UITabBar.appearance().unselectedItemTintColor = .gray`). No UIKit bar is shown on Linux: what
/// is set is kept and changes nothing (a `TabView` renders its tabs as text).
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// The look of the bar.
    open var standardAppearance = UITabBarAppearance()
    /// The look of the bar when content is scrolled to its edge (nil: the standard one).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The colour of the tabs not chosen.
    open var unselectedItemTintColor: UIColor?
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// Whether the bar is see-through.
    open var isTranslucent = true
    /// An image for the line above the bar.
    open var shadowImage: UIImage?
    /// An image for the bar's background.
    open var backgroundImage: UIImage?
}
