/// The look of a navigation bar: its background and shadow (see ``UIBarAppearance``) and the
/// attributes of its titles. It is kept and changes nothing drawn: SwiftUI's navigation titles
/// render as text (`.toolbarBackground` and friends style them in SwiftUI).
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title (`.foregroundColor`, `.font`…).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The look of the bar's plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// The look of the bar's done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The image beside the back button's title.
    open private(set) var backIndicatorImage = UIImage()
    /// The mask for the back button's title as it moves.
    open private(set) var backIndicatorTransitionMaskImage = UIImage()

    /// Sets the image beside the back button's title and the mask for its title as it moves.
    ///
    /// - Parameters:
    ///   - backIndicatorImage: The image; nil restores the system's.
    ///   - backIndicatorTransitionMaskImage: The mask; nil restores the system's.
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        self.backIndicatorImage = backIndicatorImage ?? UIImage()
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage ?? UIImage()
    }
}
