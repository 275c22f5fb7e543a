import CoreGraphics
import CoreImage

extension UIImage {
    /// An image of a bitmap, one point a pixel.
    ///
    /// - Parameter cgImage: The bitmap.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a bitmap at a scale, turned.
    ///
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - scale: Pixels per point.
    ///   - orientation: How the bitmap is turned when drawn.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        var size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        if orientation.isSideways { size = CGSize(width: size.height, height: size.width) }
        self.init(name: nil, size: size, scale: scale, cgImage: cgImage, orientation: orientation)
    }

    /// An image of a Core Image image: its extent's size, one point a pixel. As on iOS, its
    /// ``cgImage`` is nil: render the image with a `CIContext` for one.
    ///
    /// - Parameter ciImage: The image.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Image image at a scale, turned.
    ///
    /// - Parameters:
    ///   - ciImage: The image.
    ///   - scale: Pixels per point.
    ///   - orientation: How it is turned when drawn.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        let extent = ciImage.extent
        let scale = scale > 0 ? scale : 1
        let finite = !extent.isNull && !extent.isInfinite
        let size = finite ? CGSize(width: extent.width / scale, height: extent.height / scale) : .zero
        self.init(name: nil, size: size, scale: scale, ciImage: ciImage, orientation: orientation)
    }

    /// How an image is turned and mirrored when drawn.
    public enum Orientation: Int, Sendable, CaseIterable {
        /// As it is.
        case up
        /// Turned half a turn.
        case down
        /// Turned a quarter turn anticlockwise.
        case left
        /// Turned a quarter turn clockwise.
        case right
        /// Mirrored left to right.
        case upMirrored
        /// Turned half a turn and mirrored.
        case downMirrored
        /// Turned a quarter turn anticlockwise and mirrored.
        case leftMirrored
        /// Turned a quarter turn clockwise and mirrored.
        case rightMirrored

        /// Whether the image's width and height swap when drawn.
        var isSideways: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
    }
}

extension CIImage {
    /// A Core Image image of a UIKit image's bitmap, or of its Core Image image rendered (its
    /// bottom left corner moved to the origin); nil when it has neither (an image from a file or a
    /// name: files are not decoded here) or its Core Image image is infinite.
    ///
    /// - Parameter image: The UIKit image.
    public convenience init?(image: UIImage) {
        if let cgImage = image.cgImage {
            self.init(cgImage: cgImage)
        } else if let ciImage = image.ciImage, let rendered = CIContext().createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: rendered)
        } else {
            return nil
        }
    }
}

extension CIColor {
    /// A Core Image colour of a UIKit colour's components.
    ///
    /// - Parameter color: The UIKit colour.
    public convenience init(color: UIColor) {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
