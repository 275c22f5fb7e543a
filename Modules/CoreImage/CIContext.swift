import CoreGraphics

/// Renders images into pixels.
///
/// ```swift
/// let context = CIContext()
/// let square = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 4))
/// let image = context.createCGImage(square, from: square.extent)
/// print(image?.width ?? 0)  // 4
/// ```
// Sendable because it keeps no state.
open class CIContext: NSObject, @unchecked Sendable {
    /// A context that renders on the CPU.
    public override init() {
        super.init()
    }

    /// A context with options (not used: there is one way to render here).
    ///
    /// - Parameter options: The options.
    public init(options: [CIContextOption: Any]? = nil) {
        super.init()
    }

    /// Renders a rectangle of an image into a `CGImage`: RGBA, 8 bits a component, alpha last (not
    /// multiplied in, unlike Apple's); the rectangle is rounded out to whole pixels, and parts of it the image does
    /// not cover are transparent.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - fromRect: The rectangle of the image's plane to render.
    /// - Returns: The pixels, or nil when the rectangle is empty, infinite or larger than 2²⁸ pixels.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        image.render(fromRect)?.cgImage
    }
}

/// An option for making a context.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String

    /// An option by name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Whether to render in software.
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    /// Whether to cache intermediate results.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}
