/// A trait of a preview, such as its layout or orientation: recorded in ``Preview/traits``, not
/// rendered (a text rendering has no size or orientation).
public struct PreviewTrait<T>: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    private init(_ description: String) {
        self.description = description
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device (the default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait("defaultLayout") }
    /// The preview is as large as its content.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait("sizeThatFitsLayout") }

    /// The preview has a fixed size (recorded, not rendered).
    ///
    /// - Parameters:
    ///   - width: The preview's width, in points.
    ///   - height: The preview's height, in points.
    /// - Returns: The trait.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<Preview.ViewTraits> {
        PreviewTrait("fixedLayout(width: \(width), height: \(height))")
    }

    /// The device is upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait("portrait") }
    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait("portraitUpsideDown") }
    /// The device is turned to its left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait("landscapeLeft") }
    /// The device is turned to its right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait("landscapeRight") }
}
