/// A view that shows an image, as apps wrap it in a `UIViewRepresentable` (animated images,
/// images loaded by UIKit code). No UIKit view is shown on Linux: it keeps its image and how it
/// would fit it.
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image.
    open var isHighlighted = false
    /// The images an animation runs through.
    open var animationImages: [UIImage]?
    /// How long one cycle of the animation takes, in seconds (0: a thirtieth of a second per image).
    open var animationDuration: TimeInterval = 0
    /// Whether the animation runs.
    open private(set) var isAnimating = false

    /// A view showing `image`, its frame the image's size (as UIKit sizes it).
    ///
    /// - Parameter image: The image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// A view showing `image`, and `highlightedImage` while highlighted.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - highlightedImage: The image while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// A view with a frame and no image.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A view decoded from an archive (nothing is read from it).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Starts running through `animationImages`.
    open func startAnimating() {
        isAnimating = !(animationImages ?? []).isEmpty
    }

    /// Stops the animation.
    open func stopAnimating() {
        isAnimating = false
    }
}
