/// The traits a view is shown with, as far as colours need them: the light or dark appearance.
/// `current` is the light appearance (a text rendering has no appearance setting).
open class UITraitCollection: NSObject, @unchecked Sendable {  // immutable after init
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with an appearance.
    ///
    /// - Parameter userInterfaceStyle: Light or dark.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    /// The traits in effect: the light appearance.
    public class var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// The appearance: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not said.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
