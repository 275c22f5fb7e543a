import TextUI

/// A search bar, as apps wrap it in a `UIViewRepresentable` (before SwiftUI's `searchable`). No
/// UIKit view is shown on Linux and nobody types into it: it keeps its text and settings, and
/// its delegate is told what code does through ``setShowsCancelButton(_:animated:)`` only.
@MainActor @preconcurrency
open class UISearchBar: UIView {
    /// The text searched for.
    open var text: String?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// A line shown above the bar.
    open var prompt: String?
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// The bar's look.
    open var searchBarStyle = Style.default
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// How the text is capitalized as it is typed.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// The kind of keyboard.
    open var keyboardType = UIKeyboardType.default
    /// What the bar tells of its editing.
    open weak var delegate: (any UISearchBarDelegate)?

    /// Shows or hides the cancel button.
    ///
    /// - Parameters:
    ///   - showsCancelButton: Whether it shows.
    ///   - animated: Whether the change animates (nothing is drawn).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The look of a search bar.
    public enum Style: UInt, Sendable {
        /// The system's.
        case `default` = 0
        /// Translucent background, opaque field.
        case prominent = 1
        /// No background, translucent field.
        case minimal = 2
    }
}
