import Foundation
import Testing
import TextUI
import UIKit

/// UIImage: by name, by symbol, from PNG, GIF and JPEG data (whose size is read), and Image(uiImage:).
@MainActor
@Suite struct UIImageTests {
    @Test func namedAndSymbolImages_keepTheirNames() {
        #expect(UIImage(named: "logo") != nil)
        #expect(Image(uiImage: UIImage(systemName: "star.fill")!) == Image("star.fill"))
    }

    @Test func resourceImages_areTheNamedImage() {
        let logo = UIImage(resource: ImageResource(name: "logo", bundle: .main))
        #expect(logo.description == UIImage(named: "logo")?.description)
        #expect(Image(uiImage: logo) == Image("logo"))
    }

    /// UIKit's `UIImage` is `_ExpressibleByImageLiteral`: `#imageLiteral(resourceName:)` and
    /// `UIImage(imageLiteralResourceName:)` make the named image, not optional (Apple's page for
    /// `init(imageLiteralResourceName:)`; Hacking with Swift's apps keep example photos this way).
    @Test func imageLiterals_makeTheNamedImage() {
        let literal: UIImage = #imageLiteral(resourceName: "SquirtleHeadShot")
        #expect(Image(uiImage: literal) == Image("SquirtleHeadShot"))
        #expect(Image(uiImage: UIImage(imageLiteralResourceName: "logo")) == Image("logo"))
    }

    @Test func pngData_givesTheSize() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        png += Array("IHDR".utf8) + [0, 0, 0, 120, 0, 0, 0, 60] + [8, 6, 0, 0, 0]
        let image = UIImage(data: Data(png), scale: 2)
        #expect(image?.size == CGSize(width: 60, height: 30))
    }

    @Test func gifAndJpegData_giveTheSize() {
        let gif = Array("GIF89a".utf8) + [10, 0, 20, 0]
        #expect(UIImage(data: Data(gif))?.size == CGSize(width: 10, height: 20))

        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 50, 0, 70, 3, 0, 0]
        #expect(UIImage(data: Data(jpeg))?.size == CGSize(width: 70, height: 50))
    }

    @Test func otherData_isNoImage() {
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
    }
}
