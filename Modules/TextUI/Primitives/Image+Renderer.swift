import Foundation

extension Image {
    /// An image drawn by `renderer` into a graphics context of `size` (iOS 16). Text output has no
    /// pictures: the renderer is not called, and the image renders nothing; its label names a
    /// control it labels (without one, accessibility ignores it).
    ///
    /// - Parameters:
    ///   - size: The image's size in points.
    ///   - label: What accessibility calls the image, or nil.
    ///   - opaque: Whether the image has no transparency; not used.
    ///   - colorMode: How colours are blended; not used.
    ///   - renderer: Draws the image; not called.
    public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        if let label {
            self.init(label.content, label: label)
        } else {
            self.init(decorative: "")
        }
    }
}
