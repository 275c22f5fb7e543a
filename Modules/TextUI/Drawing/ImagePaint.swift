import Foundation

/// A style that tiles an image (not rendered).
public struct ImagePaint: ShapeStyle {
    /// The image.
    public var image: Image
    /// The part of the image used, in unit coordinates.
    public var sourceRect: CGRect
    /// The image's scale.
    public var scale: CGFloat

    /// A style that tiles `image`.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - sourceRect: The part of the image used, in unit coordinates (all of it by default).
    ///   - scale: The image's scale (1 by default).
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A style that tiles `image` (not rendered).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - sourceRect: The part of the image used, in unit coordinates (all of it by default).
    ///   - scale: The image's scale (1 by default).
    /// - Returns: The image style.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
