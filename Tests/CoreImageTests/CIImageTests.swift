import CoreImage
import Foundation
import Testing

/// Core Image's images, as Apple documents them (developer.apple.com/documentation/coreimage/ciimage):
/// a plane whose origin is at the bottom left, images moved by affine transforms and cut to
/// rectangles, rendered by a context into a `CGImage` whose rows run from the top.
@Suite struct CIImageTests {
    /// A 2×2 image: red and green on the top row, blue and white below.
    private func makeSUT() throws -> CGImage {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        return try #require(
            CGImage(
                width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: CGDataProvider(data: Data(pixels)), decode: nil, shouldInterpolate: false,
                intent: .defaultIntent))
    }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let data = [UInt8](image.dataProvider?.data ?? Data())
        let start = y * image.bytesPerRow + x * 4
        return Array(data[start..<(start + 4)])
    }

    @Test func anImageOfABitmap_rendersItsPixelsBack() throws {
        let bitmap = try makeSUT()
        let image = CIImage(cgImage: bitmap)
        #expect(image.extent == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(image.cgImage === bitmap)
        let rendered = try #require(CIContext().createCGImage(image, from: image.extent))
        #expect(pixel(rendered, 0, 0) == [255, 0, 0, 255] && pixel(rendered, 1, 1) == [255, 255, 255, 255])
    }

    @Test func theOrigin_isAtTheBottomLeft() throws {
        let image = CIImage(cgImage: try makeSUT())
        // The bottom row (blue, white) is y 0..<1 in Core Image's plane.
        let bottom = try #require(CIContext().createCGImage(image, from: CGRect(x: 0, y: 0, width: 2, height: 1)))
        #expect(pixel(bottom, 0, 0) == [0, 0, 255, 255])
        let moved = image.transformed(by: CGAffineTransform(translationX: 5, y: 7))
        #expect(moved.extent == CGRect(x: 5, y: 7, width: 2, height: 2))
    }

    @Test func aTurnedImage_turnsItsPixels() throws {
        let image = CIImage(cgImage: try makeSUT())
        let turned = image.transformed(by: CGAffineTransform(rotationAngle: .pi / 2))  // a quarter turn anticlockwise
        let rendered = try #require(CIContext().createCGImage(turned, from: turned.extent))
        #expect(turned.extent.width.rounded() == 2)
        // Anticlockwise, the right column (green above white) becomes the top row.
        #expect(pixel(rendered, 0, 0) == [0, 255, 0, 255] && pixel(rendered, 1, 0) == [255, 255, 255, 255])
    }

    @Test func aColour_coversThePlane_untilItIsCut() throws {
        let colour = CIImage(color: .red)
        #expect(colour.extent.isInfinite)
        #expect(
            CIContext().createCGImage(colour, from: colour.extent) == nil, "an infinite image cannot be rendered whole")
        let square = colour.cropped(to: CGRect(x: 0, y: 0, width: 3, height: 3))
        let rendered = try #require(CIContext().createCGImage(square, from: CGRect(x: 0, y: 0, width: 4, height: 4)))
        #expect(pixel(rendered, 0, 3) == [255, 0, 0, 255])
        #expect(pixel(rendered, 3, 0) == [0, 0, 0, 0], "outside the image is transparent")
    }

    @Test func colorInvert_andFalseColor() throws {
        let image = CIImage(cgImage: try makeSUT())
        let invert = CIFilter.colorInvert()
        invert.inputImage = image
        let inverted = try #require(invert.outputImage.flatMap { CIContext().createCGImage($0, from: $0.extent) })
        #expect(pixel(inverted, 0, 0) == [0, 255, 255, 255])
        let falseColor = CIFilter.falseColor()
        falseColor.inputImage = image
        falseColor.color0 = CIColor(red: 0, green: 0, blue: 1)
        falseColor.color1 = CIColor(red: 1, green: 1, blue: 0)
        let mapped = try #require(falseColor.outputImage.flatMap { CIContext().createCGImage($0, from: $0.extent) })
        #expect(pixel(mapped, 1, 1) == [255, 255, 0, 255], "white becomes the light colour")
        #expect(image.applyingFilter("CIColorInvert").extent == image.extent)
        #expect(image.applyingFilter("CINoSuchFilter").extent.isEmpty)
    }

    @Test func aBitmapThatDoesNotFillItsRows_isRefused() {
        let image = CGImage(
            width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [], provider: CGDataProvider(data: Data(count: 10)),
            decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        #expect(image == nil)
    }
}
