import Foundation

extension CGImage {
    /// An image of RGBA pixels, 8 bits a component, alpha last and not multiplied in, rows from the
    /// top (the modules of this package make and read images this way); nil when the bytes do not
    /// fill `width` × `height` pixels.
    package convenience init?(width: Int, height: Int, straightRGBA pixels: [UInt8]) {
        guard pixels.count == width * height * 4 else { return nil }
        self.init(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
            provider: CGDataProvider(data: Data(pixels)), decode: nil, shouldInterpolate: false,
            intent: .defaultIntent)
    }

    /// The pixels as RGBA, 8 bits a component, alpha last and not multiplied in, rows from the top
    /// (grey, grey and alpha, RGB and RGBA read, alpha first or last, multiplied in or not).
    package var straightRGBA: [UInt8] {
        guard let data = dataProvider?.data else { return [] }
        let bytesPerPixel = bitsPerPixel / 8
        let alpha = alphaInfo
        let alphaFirst = [.first, .premultipliedFirst, .noneSkipFirst].contains(alpha)
        let hasAlpha = [.first, .last, .premultipliedFirst, .premultipliedLast, .alphaOnly].contains(alpha)
        let premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        let colours = bytesPerPixel - (alpha == .none ? 0 : 1)
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        data.withUnsafeBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let start = y * bytesPerRow + x * bytesPerPixel
                    let first = alphaFirst ? start + 1 : start
                    let a = hasAlpha ? bytes[alphaFirst ? start : start + bytesPerPixel - 1] : 255
                    let grey = colours >= 1 ? bytes[first] : 0
                    var rgb = colours >= 3 ? [bytes[first], bytes[first + 1], bytes[first + 2]] : [grey, grey, grey]
                    if premultiplied, a > 0 { rgb = rgb.map { UInt8(min(255, Int($0) * 255 / Int(a))) } }
                    pixels += rgb + [a]
                }
            }
        }
        return pixels
    }
}
