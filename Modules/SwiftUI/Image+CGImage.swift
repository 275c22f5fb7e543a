import CoreGraphics
import TextUI

extension Image {
    /// An image of a Core Graphics bitmap that accessibility ignores (images render nothing in
    /// text; it gives a control it labels no name).
    ///
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - scale: Pixels per point.
    ///   - orientation: How the bitmap is turned.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(decorative: "image")
    }

    /// An image of a Core Graphics bitmap with an accessibility label, which names a control it
    /// labels (images render nothing in text).
    ///
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - scale: Pixels per point.
    ///   - orientation: How the bitmap is turned.
    ///   - label: What accessibility calls the image.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init("image", label: label)
    }
}
