import Foundation
import Testing
import TextUI
import UIKit

/// UIImage's `pngData()` and `jpegData(compressionQuality:)`, and images made by a renderer: real
/// files, of the image's size in pixels, that UIImage reads back.
@MainActor
@Suite struct UIImageEncodingTests {
    private func png(width: UInt8, height: UInt8) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height] + [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    @Test func anImageMadeFromAFile_givesBackThatFile_inItsFormat() throws {
        let file = png(width: 12, height: 8)
        let image = try #require(UIImage(data: file))
        #expect(image.pngData() == file)

        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 50, 0, 70, 3, 0, 0])
        #expect(UIImage(data: jpeg)?.jpegData(compressionQuality: 0.8) == jpeg)
    }

    // A PNG or JPEG of the image's size in pixels (points times scale), as UIKit's encodings are.
    @Test func otherImages_encodeAsFilesOfTheirSizeInPixels() throws {
        let image = try #require(UIImage(data: png(width: 12, height: 8), scale: 2))
        let asJPEG = try #require(image.jpegData(compressionQuality: 1))
        #expect(UIImage(data: asJPEG)?.size == CGSize(width: 12, height: 8))
        #expect(asJPEG.starts(with: [0xFF, 0xD8]) && asJPEG.suffix(2) == Data([0xFF, 0xD9]))

        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
        let drawn = renderer.image { _ in }
        let asPNG = try #require(drawn.pngData())
        #expect(drawn.scale == UIScreen.main.scale)
        #expect(UIImage(data: asPNG, scale: drawn.scale)?.size == CGSize(width: 20, height: 10))
        #expect(UIImage(data: asPNG)?.size == CGSize(width: 60, height: 30))
    }

    @Test func aRenderer_runsItsDrawing_andMakesImagesOfItsSizeAndScale() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format)
        var drew = false
        let data = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            drew = context.format.scale == 1
        }
        #expect(drew)
        #expect(UIImage(data: data)?.size == CGSize(width: 4, height: 2))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.5) { _ in }
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 4, height: 2))
    }

    @Test func symbolConfigurations_keepWhatTheyAreMadeOf() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
        #expect(configuration.pointSize == 24 && configuration.weight == .bold && configuration.scale == .large)
        #expect(UIImage(systemName: "star", withConfiguration: configuration) != nil)
    }
}
