/// A scroll view, for its appearance proxy (`UIScrollView.appearance().bounces = false`). No UIKit
/// view is shown on Linux: what is set is kept and changes nothing (SwiftUI's `ScrollView` has its
/// own modifiers, such as `scrollDismissesKeyboard(_:)`).
@MainActor
open class UIScrollView: UIView {
    /// Whether scrolling past the content bounces back.
    open var bounces = true
    /// Whether the content scrolls.
    open var isScrollEnabled = true
    /// Whether the vertical scroll indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Space around the content.
    open var contentInset = UIEdgeInsets.zero

    /// How dragging a scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss it.
        case none
        /// Dragging dismisses it.
        case onDrag
        /// Dragging down pulls it away.
        case interactive
        /// Dragging dismisses it and its accessory.
        case onDragWithAccessory
        /// Dragging down pulls it and its accessory away.
        case interactiveWithAccessory
    }
}
