import CoreGraphics

/// Pixels in memory: RGBA, 8 bits a component, alpha not multiplied in, rows from the top.
struct Raster: Sendable {
    let width: Int
    let height: Int
    /// `width * height * 4` bytes.
    var pixels: [UInt8]

    /// A raster of transparent pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The pixels of a `CGImage` (none when its bytes cannot be read).
    init(_ image: CGImage) {
        let pixels = image.straightRGBA
        if pixels.count == image.width * image.height * 4 {
            self.init(width: image.width, height: image.height, pixels: pixels)
        } else {
            self.init(width: 0, height: 0)
        }
    }

    private init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` from the top: red, green, blue, alpha.
    subscript(x: Int, y: Int) -> [UInt8] {
        get { Array(pixels[(y * width + x) * 4..<(y * width + x) * 4 + 4]) }
        set { pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: newValue) }
    }

    /// The raster as a `CGImage`.
    var cgImage: CGImage? {
        CGImage(width: width, height: height, straightRGBA: pixels)
    }
}
