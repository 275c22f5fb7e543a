// `import CoreImage` on Linux: images as recipes, filters (a QR code generator among them), and a
// context that renders them into `CGImage`s. Core Graphics comes with it, as on Apple platforms.
@_exported import CoreGraphics
