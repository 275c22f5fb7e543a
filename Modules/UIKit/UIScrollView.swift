/// A scroll view, for its appearance proxy (`UIScrollView.appearance().bounces = false`) and the
/// representables that wrap one (zoomable images). No UIKit view is shown on Linux: what is set is
/// kept and changes nothing drawn (SwiftUI's `ScrollView` has its own modifiers, such as
/// `scrollDismissesKeyboard(_:)`).
@MainActor @preconcurrency
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
    /// The point of the content at the view's top left corner.
    open var contentOffset = CGPoint.zero
    /// The size of the content.
    open var contentSize = CGSize.zero
    /// Whether scrolling stops at multiples of the view's size.
    open var isPagingEnabled = false
    /// Whether scrolling vertically bounces even when the content fits.
    open var alwaysBounceVertical = false
    /// Whether scrolling horizontally bounces even when the content fits.
    open var alwaysBounceHorizontal = false
    /// The content's scale (1: its own size).
    open var zoomScale: CGFloat = 1
    /// The smallest scale zooming reaches.
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale zooming reaches.
    open var maximumZoomScale: CGFloat = 1

    /// Scrolls so that `contentOffset` is at the view's top left corner.
    ///
    /// - Parameters:
    ///   - contentOffset: The point of the content.
    ///   - animated: Whether the scroll animates (nothing is drawn).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Zooms the content to a scale, kept between the minimum and maximum scales.
    ///
    /// - Parameters:
    ///   - scale: The scale.
    ///   - animated: Whether the zoom animates (nothing is drawn).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }

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
