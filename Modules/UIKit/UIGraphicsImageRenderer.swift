/// A renderer that makes images by drawing, as apps make thumbnails and badges: the images have the
/// renderer's size and its format's scale. Nothing is drawn on Linux (Core Graphics' contexts do
/// not exist): the drawing actions run, against a context that draws nothing, and the image's
/// pixels are transparent (`pngData()`) or black (`jpegData(compressionQuality:)`).
@MainActor @preconcurrency
open class UIGraphicsImageRenderer: NSObject {
    /// The rectangle drawn into, in points.
    public let bounds: CGRect
    /// The renderer's format: its scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of a size, at the main screen's scale.
    ///
    /// - Parameter size: The images' size, in points.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of images of a size, in a format.
    ///
    /// - Parameters:
    ///   - size: The images' size, in points.
    ///   - format: The scale and opacity.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of a rectangle, in a format.
    ///
    /// - Parameters:
    ///   - bounds: The rectangle, in points.
    ///   - format: The scale and opacity.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// An image made by the drawing actions.
    ///
    /// - Parameter actions: The drawing, given a context.
    /// - Returns: An image of the renderer's size and scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(format: format, bounds: bounds))
        return UIImage(name: nil, size: bounds.size, scale: format.scale)
    }

    /// The PNG data of an image made by the drawing actions.
    ///
    /// - Parameter actions: The drawing, given a context.
    /// - Returns: The PNG file's bytes.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG data of an image made by the drawing actions.
    ///
    /// - Parameters:
    ///   - compressionQuality: From 0 (smallest) to 1 (best).
    ///   - actions: The drawing, given a context.
    /// - Returns: The JPEG file's bytes.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

/// The scale and opacity of a renderer's images.
@MainActor @preconcurrency
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point.
    open var scale: CGFloat
    /// Whether the images have no transparency.
    open var opaque = false
    /// Whether the images keep the extended range of colours.
    open var preferredRange = Range.standard

    /// The format of the main screen: its scale, with transparency.
    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The format of the main screen.
    ///
    /// - Returns: A new format.
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The format that suits the device best (the main screen's).
    ///
    /// - Returns: A new format.
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The colour range of a renderer's images.
    public enum Range: Int, Sendable {
        /// As the device decides.
        case unspecified = -1
        /// As the device decides.
        case automatic = 0
        /// Extended colours.
        case extended = 1
        /// Standard colours.
        case standard = 2
    }
}

/// What a renderer's drawing actions draw into: nothing is drawn on Linux.
@MainActor @preconcurrency
open class UIGraphicsImageRendererContext: NSObject {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    init(format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.format = format
        self.bounds = bounds
        super.init()
    }

    /// The image drawn so far (of the renderer's size; nothing is drawn).
    open var currentImage: UIImage {
        UIImage(name: nil, size: bounds.size, scale: format.scale)
    }

    /// Fills a rectangle with the fill colour (nothing is drawn).
    ///
    /// - Parameter rect: The rectangle.
    open func fill(_ rect: CGRect) {}

    /// Outlines a rectangle with the stroke colour (nothing is drawn).
    ///
    /// - Parameter rect: The rectangle.
    open func stroke(_ rect: CGRect) {}

    /// Clips the drawing to a rectangle (nothing is drawn).
    ///
    /// - Parameter rect: The rectangle.
    open func clip(to rect: CGRect) {}
}
