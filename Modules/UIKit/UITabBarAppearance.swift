/// The look of a tab bar: its background and shadow (see ``UIBarAppearance``) and its items' looks
/// for each layout. It is kept and changes nothing drawn: SwiftUI's `TabView` renders its tabs as
/// text.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// The look of items laid out with the title under the icon (on phones in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The look of items laid out with the title beside the icon.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The look of items laid out inline in a compact bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The colour of the chosen item's indicator.
    open var selectionIndicatorTintColor: UIColor?
}
