/// A navigation bar, for its appearance proxy: `UINavigationBar.appearance()` takes the bar
/// appearances and title attributes apps set when they launch. There are no UIKit bars on Linux:
/// what is set is kept and changes nothing drawn (SwiftUI's navigation titles render as text).
@MainActor @preconcurrency
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
    /// The image beside the back button's title.
    open var backIndicatorImage: UIImage?
    /// The mask for the back button's title as it moves.
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the image for the bar's background at some metrics (`UIImage()` makes it transparent).
    ///
    /// - Parameters:
    ///   - backgroundImage: The image; nil removes it.
    ///   - barMetrics: The bar's metrics it is for.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The image for the bar's background at some metrics.
    ///
    /// - Parameter barMetrics: The bar's metrics.
    /// - Returns: The image set for them, or nil.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }
}
