/// The look of a tab bar's items in one state: their icons' colour and their titles' and badges'
/// attributes. It is kept and changes nothing drawn.
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    /// The colour of the items' icons.
    open var iconColor: UIColor?
    /// The attributes of the items' titles (`.foregroundColor`, `.font`…).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The colour of the items' badges.
    open var badgeBackgroundColor: UIColor?
    /// The attributes of the badges' text.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}
