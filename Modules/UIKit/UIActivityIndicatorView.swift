/// A spinning activity indicator, as apps wrap it in a `UIViewRepresentable` (before SwiftUI's
/// `ProgressView`, or to colour and size it). No UIKit view is shown on Linux: it keeps whether it
/// animates, and hides itself when stopped as UIKit's does (`hidesWhenStopped`).
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and look.
    open var style: Style
    /// The colour of the spinner (nil until set: the style's).
    open var color: UIColor!
    /// Whether the indicator is hidden while it is not animating (true by default).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether the indicator is animating.
    open private(set) var isAnimating = false

    /// An indicator of a style (medium by default), stopped and so hidden.
    ///
    /// - Parameter style: The size and look.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        updateHidden()
    }

    /// A medium indicator with a frame, stopped and so hidden.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        updateHidden()
    }

    /// A medium indicator decoded from an archive (nothing is read from it).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Starts the animation (and shows the indicator).
    open func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops the animation (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    /// The size and look of an activity indicator.
    public enum Style: Int, Sendable {
        /// Large and white (before iOS 13).
        case whiteLarge = 0
        /// White (before iOS 13).
        case white = 1
        /// Grey (before iOS 13).
        case gray = 2
        /// Medium, in the system's colour.
        case medium = 100
        /// Large, in the system's colour.
        case large = 101
    }
}
