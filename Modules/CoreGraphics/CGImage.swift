import Foundation

/// A bitmap image: its pixels in rows, 8 bits a component (grey, grey and alpha, RGB or RGBA).
///
/// Core Image makes them (`CIContext().createCGImage(_:from:)`), UIKit wraps them
/// (`UIImage(cgImage:)`) and SwiftUI shows them (`Image(decorative:scale:)`). Unlike Apple's,
/// whose pixels are read through `CFData`, which Linux's Foundation does not bridge, the pixels are
/// ``CGDataProvider/data`` as `Data`.
///
/// ```swift
/// // A 2×1 image: a black pixel, then a white one.
/// let pixels = CGDataProvider(data: Data([0, 0, 0, 255, 255, 255, 255, 255]))
/// let image = CGImage(
///     width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
///     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
///     provider: pixels, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
/// print(image?.width ?? 0)  // 2
/// ```
public final class CGImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The bits of each colour or alpha component (8).
    public let bitsPerComponent: Int
    /// The bits of each pixel.
    public let bitsPerPixel: Int
    /// The bytes of each row (at least `width * bitsPerPixel / 8`).
    public let bytesPerRow: Int
    /// The colour space.
    public let colorSpace: CGColorSpace?
    /// How the pixels are laid out.
    public let bitmapInfo: CGBitmapInfo
    /// Whether the image is smoothed when scaled.
    public let shouldInterpolate: Bool
    /// How colours outside the space are mapped.
    public let renderingIntent: CGColorRenderingIntent
    /// The pixels.
    public let dataProvider: CGDataProvider?

    /// An image of pixels a provider gives, or nil when they do not fill its rows or are laid out
    /// in a way not read here (components of other than 8 bits, or other than 1 to 4 of them).
    ///
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - bitsPerComponent: The bits of each component: 8.
    ///   - bitsPerPixel: The bits of each pixel: 8, 16, 24 or 32.
    ///   - bytesPerRow: The bytes of each row.
    ///   - space: The colour space: grey for 1 or 2 components, RGB for 3 or 4.
    ///   - bitmapInfo: Where the alpha is, if any.
    ///   - provider: The pixels, row after row from the top.
    ///   - decode: How component values map to colours (not used).
    ///   - shouldInterpolate: Whether the image is smoothed when scaled.
    ///   - intent: How colours outside the space are mapped.
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        let components = bitsPerPixel / 8
        guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel % 8 == 0, (1...4).contains(components),
            bytesPerRow >= width * components, bytesPerRow.multipliedReportingOverflow(by: height).overflow == false,
            provider.data.count >= bytesPerRow * height
        else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        colorSpace = space
        self.bitmapInfo = bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
        dataProvider = provider
    }

    /// Where the alpha is, if any.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// A part of the image, or nil when the rectangle misses it.
    ///
    /// - Parameter rect: The part, in pixels from the top left; it is cut to the image.
    /// - Returns: The part.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !bounds.isNull, !bounds.isEmpty, let data = dataProvider?.data else { return nil }
        let bytesPerPixel = bitsPerPixel / 8
        var cropped = Data()
        for row in Int(bounds.minY)..<Int(bounds.maxY) {
            let start = row * bytesPerRow + Int(bounds.minX) * bytesPerPixel
            cropped.append(data[data.startIndex + start..<data.startIndex + start + Int(bounds.width) * bytesPerPixel])
        }
        return CGImage(
            width: Int(bounds.width), height: Int(bounds.height), bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
            bytesPerRow: Int(bounds.width) * bytesPerPixel, space: colorSpace ?? CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: bitmapInfo, provider: CGDataProvider(data: cropped), decode: nil,
            shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}

/// Where an image's bytes come from: here, bytes in memory.
public final class CGDataProvider: Sendable {
    /// The bytes.
    public let data: Data

    /// A provider of bytes in memory (Apple's takes `CFData`, which Linux's Foundation does not
    /// bridge from `Data`).
    ///
    /// - Parameter data: The bytes.
    public init(data: Data) {
        self.data = data
    }
}

/// A colour space: grey or RGB.
public final class CGColorSpace: Sendable {
    /// The kind of space.
    public let model: CGColorSpaceModel

    init(model: CGColorSpaceModel) {
        self.model = model
    }

    /// The components of a colour, alpha aside: 1 for grey, 3 for RGB.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }
}

/// The kind of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Not known.
    case unknown = -1
    /// Grey.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
}

/// The device's RGB colour space.
///
/// - Returns: An RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(model: .rgb)
}

/// The device's grey colour space.
///
/// - Returns: A grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(model: .monochrome)
}

/// How an image's pixels are laid out: where the alpha is, and the byte order.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt32

    /// Layout flags from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The bits that hold a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating-point numbers.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 32-bit little-endian pixels.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit big-endian pixels.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// Where a pixel's alpha is, and whether its colours are multiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, colours multiplied by it (RGBA).
    case premultipliedLast = 1
    /// Alpha first, colours multiplied by it (ARGB).
    case premultipliedFirst = 2
    /// Alpha last (RGBA).
    case last = 3
    /// Alpha first (ARGB).
    case first = 4
    /// A byte after the colours, not used (RGBX).
    case noneSkipLast = 5
    /// A byte before the colours, not used (XRGB).
    case noneSkipFirst = 6
    /// Alpha only.
    case alphaOnly = 7
}

/// How colours outside a colour space are mapped into it.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent
    /// Colorimetric, relative to the white point.
    case absoluteColorimetric
    /// Colorimetric, relative to the media's white point.
    case relativeColorimetric
    /// Keeping the relation between colours.
    case perceptual
    /// Keeping saturation.
    case saturation
}
