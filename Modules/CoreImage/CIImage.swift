import CoreGraphics

/// An image as Core Image sees it: a recipe over a plane whose origin is at the bottom left,
/// rendered into pixels only when a ``CIContext`` is asked to.
///
/// An image is pixels (from a `CGImage`, or a filter's output), or one colour over the whole
/// plane, moved by an affine transform and cut to a rectangle. Rendering samples the nearest
/// pixel (Apple's samples linearly unless told `samplingNearest()`), so a QR code scaled by a whole
/// number stays sharp.
///
/// ```swift
/// let dot = CIImage(color: .black).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
/// let big = dot.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
/// print(big.extent.width)  // 10.0
/// ```
// Sendable because it is immutable.
open class CIImage: NSObject, @unchecked Sendable {
    enum Source: Sendable {
        case pixels(Raster)
        case colour(CIColor)
    }

    let source: Source
    /// From the source's plane to the image's.
    let transform: CGAffineTransform
    /// The rectangle the image is cut to, in its plane; nil for none.
    let crop: CGRect?
    /// The `CGImage` the image was made from, while it is not transformed or cut.
    public let cgImage: CGImage?

    init(source: Source, transform: CGAffineTransform = .identity, crop: CGRect? = nil, cgImage: CGImage? = nil) {
        self.source = source
        self.transform = transform
        self.crop = crop
        self.cgImage = cgImage
        super.init()
    }

    /// An image of a `CGImage`'s pixels, its bottom left corner at the origin.
    ///
    /// - Parameter image: The image.
    public convenience init(cgImage image: CGImage) {
        self.init(source: .pixels(Raster(image)), cgImage: image)
    }

    /// An image of a `CGImage`'s pixels, with options.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - options: Options (not used).
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]? = nil) {
        self.init(cgImage: image)
    }

    /// An image of one colour over the whole plane (its extent is infinite: crop it).
    ///
    /// - Parameter color: The colour.
    public convenience init(color: CIColor) {
        self.init(source: .colour(color))
    }

    /// An image of nothing.
    ///
    /// - Returns: An empty image.
    open class func empty() -> CIImage {
        CIImage(source: .pixels(Raster(width: 0, height: 0)))
    }

    /// The rectangle the image covers: infinite for a colour not cut, empty for nothing.
    open var extent: CGRect {
        let covered: CGRect
        switch source {
        case .colour: covered = .infinite
        case .pixels(let raster):
            guard raster.width > 0, raster.height > 0 else { return .null }
            covered = Self.bounds(of: CGRect(x: 0, y: 0, width: raster.width, height: raster.height), transform)
        }
        return crop.map { $0.intersection(covered) } ?? covered
    }

    /// The image moved, scaled or rotated.
    ///
    /// - Parameter matrix: The transform, in the image's plane.
    /// - Returns: The transformed image.
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        CIImage(
            source: source, transform: transform.concatenating(matrix),
            crop: crop.map { Self.bounds(of: $0, matrix) })
    }

    /// The image moved, scaled or rotated (downsampling is nearest-pixel here, whatever the quality).
    ///
    /// - Parameters:
    ///   - matrix: The transform.
    ///   - highQualityDownsample: Whether to downsample with care (not used).
    /// - Returns: The transformed image.
    open func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// The image cut to a rectangle.
    ///
    /// - Parameter rect: The rectangle, in the image's plane.
    /// - Returns: The cut image.
    open func cropped(to rect: CGRect) -> CIImage {
        CIImage(source: source, transform: transform, crop: crop.map { $0.intersection(rect) } ?? rect)
    }

    /// The image sampled at the nearest pixel (as every image is here).
    ///
    /// - Returns: This image.
    open func samplingNearest() -> CIImage { self }

    /// The image sampled linearly (nearest-pixel here).
    ///
    /// - Returns: This image.
    open func samplingLinear() -> CIImage { self }

    /// The image with a filter applied, the image as its `inputImage`.
    ///
    /// - Parameters:
    ///   - filterName: A filter's name, such as `CIColorInvert`.
    ///   - params: The filter's other parameters by key.
    /// - Returns: The filter's output, or an empty image when the filter is not provided.
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    /// The image with a filter applied, with its defaults.
    ///
    /// - Parameter filterName: A filter's name.
    /// - Returns: The filter's output.
    open func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }

    /// The pixels of a rectangle of the plane, whole pixels from its bottom left corner, rows from
    /// the top; nil when the rectangle is not finite or too large (more than 2²⁸ pixels).
    func render(_ rect: CGRect) -> Raster? {
        let rect = rect.integral
        guard !rect.isNull, !rect.isInfinite, rect.width >= 1, rect.height >= 1,
            rect.width * rect.height <= Double(1 << 28)
        else { return nil }
        var raster = Raster(width: Int(rect.width), height: Int(rect.height))
        let inverse = transform.inverted()
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let x = rect.minX + CGFloat(column) + 0.5
                let y = rect.maxY - CGFloat(row) - 0.5
                if let crop, !crop.contains(CGPoint(x: x, y: y)) { continue }
                if let pixel = sample(Self.apply(inverse, to: CGPoint(x: x, y: y))) { raster[column, row] = pixel }
            }
        }
        return raster
    }

    private func sample(_ point: CGPoint) -> [UInt8]? {
        switch source {
        case .colour(let colour):
            return colour.bytes
        case .pixels(let raster):
            let column = Int(point.x.rounded(.down))
            let rowFromBottom = Int(point.y.rounded(.down))
            guard (0..<raster.width).contains(column), (0..<raster.height).contains(rowFromBottom) else { return nil }
            return raster[column, raster.height - 1 - rowFromBottom]
        }
    }

    private static func apply(_ t: CGAffineTransform, to point: CGPoint) -> CGPoint {
        CGPoint(x: t.a * point.x + t.c * point.y + t.tx, y: t.b * point.x + t.d * point.y + t.ty)
    }

    /// The smallest rectangle holding a rectangle's transformed corners.
    static func bounds(of rect: CGRect, _ t: CGAffineTransform) -> CGRect {
        guard !rect.isInfinite, !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { apply(t, to: $0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(
            x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
            height: (ys.max() ?? 0) - (ys.min() ?? 0))
    }
}

/// An option for making an image.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String

    /// An option by name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The colour space to read the pixels in.
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
}
