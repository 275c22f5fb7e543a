import CoreGraphics
import CoreImage
import TextUI

/// An image, as UIKit loads them: from the asset catalog by name, a system symbol by name, image
/// data (PNG, GIF or JPEG, whose size is read from the data), or a Core Graphics or Core Image image. Images render nothing in text:
/// `Image(uiImage:)` shows as the image's name where a name is shown.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {  // immutable after init
    /// The name it was loaded by, if any.
    let name: String?
    /// The image's size in points.
    public let size: CGSize
    /// The scale: pixels per point.
    public let scale: CGFloat
    /// How it is drawn.
    public let renderingMode: RenderingMode
    /// The file it was made from, if any: PNG, GIF or JPEG bytes.
    let file: Data?
    /// The bitmap it was made from, if any.
    public let cgImage: CGImage?
    /// The Core Image image it was made from, if any.
    public let ciImage: CIImage?
    /// How the image is turned when drawn.
    public let imageOrientation: Orientation

    init(
        name: String?, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, file: Data? = nil,
        cgImage: CGImage? = nil, ciImage: CIImage? = nil, orientation: Orientation = .up
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.file = file
        self.cgImage = cgImage
        self.ciImage = ciImage
        imageOrientation = orientation
        super.init()
    }

    /// The image named `name` in the asset catalog. There is no asset catalog on Linux: the image
    /// keeps the name and has no size (so it is never nil, as an image an app bundles is not).
    ///
    /// - Parameter name: The image's name.
    public convenience init?(named name: String) {
        self.init(name: name, size: .zero)
    }

    /// The image an image literal names (`#imageLiteral(resourceName: "logo")`, what Xcode's image
    /// literals and `UIImage(imageLiteralResourceName:)` write): as ``init(named:)``, never nil.
    ///
    /// - Parameter name: The image's name.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(name: name, size: .zero)
    }

    /// An empty image, of no size: what apps set to hide a bar's background or shadow
    /// (`setBackgroundImage(UIImage(), for: .default)`).
    public override convenience init() {
        self.init(name: nil, size: .zero)
    }

    /// The image named `name` in `bundle` for some traits (the same as ``init(named:)``).
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle.
    ///   - traitCollection: The traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(name: name, size: .zero)
    }

    /// The system symbol `name` (`"star.fill"`); it keeps the name.
    ///
    /// - Parameter name: The symbol's name.
    public convenience init?(systemName name: String) {
        self.init(name: name, size: .zero, renderingMode: .alwaysTemplate)
    }

    /// An image from PNG, GIF or JPEG data, whose size it reads; nil for anything else.
    ///
    /// - Parameter data: The image file's bytes.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG, GIF or JPEG data at a scale; nil for anything else.
    ///
    /// - Parameters:
    ///   - data: The image file's bytes.
    ///   - scale: Pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageDimensions.read(data), scale > 0 else { return nil }
        self.init(
            name: nil, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
            file: data)
    }

    /// The image in the file at `path` (PNG, GIF or JPEG); nil when it cannot be read or is none of
    /// those (files over 64 MiB are not read).
    ///
    /// - Parameter path: The file's path.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size <= 64 << 20,
            let data = try? Data(contentsOf: url)
        else { return nil }
        self.init(data: data)
    }

    /// The same image drawn another way.
    ///
    /// - Parameter renderingMode: How it is drawn.
    /// - Returns: The image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            name: name, size: size, scale: scale, renderingMode: renderingMode, file: file, cgImage: cgImage,
            ciImage: ciImage, orientation: imageOrientation)
    }

    /// The image as PNG data: the bytes it was made from when they are a PNG, its bitmap's pixels
    /// when it was made from a `CGImage`; otherwise a PNG of its size in pixels whose pixels are
    /// transparent (files are not decoded and nothing is drawn here).
    ///
    /// - Returns: The PNG file's bytes.
    open func pngData() -> Data? {
        if let file, file.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return file }
        if let cgImage {
            return ImageEncoding.png(width: cgImage.width, height: cgImage.height, rgba: cgImage.straightRGBA)
        }
        return ImageEncoding.transparentPNG(width: pixelWidth, height: pixelHeight)
    }

    /// The image as JPEG data: the bytes it was made from when they are a JPEG; otherwise a JPEG of
    /// its size in pixels whose pixels are black, as transparent pixels come out of a JPEG (pixels
    /// are neither decoded nor drawn here, so the quality changes nothing).
    ///
    /// - Parameter compressionQuality: From 0 (smallest) to 1 (best).
    /// - Returns: The JPEG file's bytes.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        if let file, file.starts(with: [0xFF, 0xD8]) { return file }
        return ImageEncoding.blackJPEG(width: pixelWidth, height: pixelHeight)
    }

    private var pixelWidth: Int { Int((size.width * scale).rounded()) }
    private var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The same image tinted (tints are not drawn).
    ///
    /// - Parameter color: The tint.
    /// - Returns: The image.
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    open override var description: String { "UIImage(\(name ?? "data"), \(size.width)x\(size.height))" }

    /// How an image is drawn: as its colours, or as a template in the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a template, in the tint colour.
        case alwaysTemplate
    }
}

extension Image {
    /// A SwiftUI image for a UIKit image: shown by the UIKit image's name (or `image` for one made
    /// from data), which names a control it labels.
    ///
    /// - Parameter uiImage: The UIKit image.
    public init(uiImage: UIImage) {
        self.init(uiImage.name ?? "image")
    }
}

/// Reads an image file's size in pixels from its header: PNG (IHDR), GIF (logical screen) and
/// JPEG (the first start-of-frame marker), scanning at most the data given, in one pass.
enum ImageDimensions {
    static func read(_ data: Data) -> (width: CGFloat, height: CGFloat)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24 {
            return (CGFloat(bigEndian(bytes, 16, 4)), CGFloat(bigEndian(bytes, 20, 4)))
        }
        if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            return (CGFloat(Int(bytes[6]) | Int(bytes[7]) << 8), CGFloat(Int(bytes[8]) | Int(bytes[9]) << 8))
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            return jpeg(bytes)
        }
        return nil
    }

    private static func jpeg(_ bytes: [UInt8]) -> (width: CGFloat, height: CGFloat)? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (CGFloat(bigEndian(bytes, index + 7, 2)), CGFloat(bigEndian(bytes, index + 5, 2)))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
