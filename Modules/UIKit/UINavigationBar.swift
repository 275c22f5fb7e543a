/// A navigation bar, for its appearance proxy: `UINavigationBar.appearance()` takes the bar
/// appearances and title attributes apps set when they launch. There are no UIKit bars on Linux:
/// what is set is kept and changes nothing drawn (SwiftUI's navigation titles render as text).
@MainActor
open class UINavigationBar: UIView {
    /// The look of a standard-height bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The look of a compact-height bar (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance?
    /// The look of the bar when content is scrolled to its edge (nil: the standard one).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of a compact-height bar when content is scrolled to its edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The attributes of the inline title (`.foregroundColor`, `.font`…).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether titles are shown large.
    open var prefersLargeTitles = false
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// Whether the bar is see-through.
    open var isTranslucent = true
    /// An image for the line under the bar.
    open var shadowImage: UIImage?
}
