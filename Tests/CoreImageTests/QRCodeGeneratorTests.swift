import CoreImage
import Foundation
import Testing

/// Core Image's QR code generator, as Apple documents it
/// (developer.apple.com/documentation/coreimage/cifilter/qrcodegenerator()): `message` as bytes,
/// `correctionLevel` L, M, Q or H (M by default), an output image of a module a pixel, rendered by a
/// `CIContext` into a `CGImage`. The symbols follow ISO/IEC 18004: the expected one below is what
/// libqrencode 4.1.1 draws for the same message and level (`qrencode -8 -l M`).
@Suite struct QRCodeGeneratorTests {
    /// `https://www.apple.com/swift/` at level M: version 3, 29 modules a side, as libqrencode draws it.
    static let appleSwiftAtM = [
        "XXXXXXX...X..X..X..X..XXXXXXX",
        "X.....X.XX.X..XXX..XX.X.....X",
        "X.XXX.X....X.XX.X..X..X.XXX.X",
        "X.XXX.X...XX.XXX..X...X.XXX.X",
        "X.XXX.X.XX.XX.X....XX.X.XXX.X",
        "X.....X......X....XXX.X.....X",
        "XXXXXXX.X.X.X.X.X.X.X.XXXXXXX",
        "............XXX.XXXXX........",
        "X.X.X.X..X.X..XX.X.XX...X..X.",
        "X...X..X....X.XX....XXX..X..X",
        "..XXX.XXXX.X.X....X...X...XXX",
        ".XX....X..X....X.XX.X...X..X.",
        "XX...XX.....X...XX.XXXX..X.XX",
        ".X.XXX..X....X.XXX..X.XX.X..X",
        "..X.X.X..X.XX.XXXX....XX.X.XX",
        "X.......XXX..XX.XX...X...X.X.",
        "XXXXXXXXXX..X.XX.X..XXXX.X.XX",
        ".....X.X.XXXX.XX.XX.X.X..XX.X",
        "X.XX.XXX.X.X.X......X.XX...XX",
        ".X..X..X.X.....X.X..XX...X.X.",
        "X.XX..XX.XX.....XXXXXXXXX....",
        "........XX...X.XX..XX...X.XXX",
        "XXXXXXX...X...XXXX.XX.X.XX.XX",
        "X.....X...X..XX.XXXXX...XX.X.",
        "X.XXX.X.X.X...XX..X.XXXXX..X.",
        "X.XXX.X..XX.XXXX........X.X..",
        "X.XXX.X.XX....X..X.XX..XXX..X",
        "X.....X..XX..X.X...XX.X.X..X.",
        "XXXXXXX.X.X.X...X..XX.XXXX.XX",
    ]

    /// The modules of a rendered QR code: its pixels inside the one-module margin, dark as `X`.
    private func modules(_ image: CGImage, moduleSize: Int = 1) -> [String] {
        let pixels = [UInt8](image.dataProvider?.data ?? Data())
        let side = image.width / moduleSize - 2
        return (0..<side).map { row in
            String(
                (0..<side).map { column -> Character in
                    let x = (column + 1) * moduleSize + moduleSize / 2
                    let y = (row + 1) * moduleSize + moduleSize / 2
                    return pixels[(y * image.width + x) * 4] < 128 ? "X" : "."
                })
        }
    }

    @Test func theGenerator_drawsTheSymbolTheStandardGives() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("https://www.apple.com/swift/".utf8)
        #expect(filter.correctionLevel == "M", "M is the default")
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: 0, y: 0, width: 31, height: 31), "29 modules and a margin of one")
        let image = try #require(CIContext().createCGImage(output, from: output.extent))
        #expect(modules(image) == Self.appleSwiftAtM)
    }

    @Test func scalingTheOutput_keepsItsModulesSharp() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("https://www.apple.com/swift/".utf8)
        let scaled = try #require(filter.outputImage).transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        #expect(scaled.extent.size == CGSize(width: 310, height: 310))
        let image = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
        #expect(image.width == 310 && image.height == 310)
        #expect(modules(image, moduleSize: 10) == Self.appleSwiftAtM)
        let pixels = [UInt8](image.dataProvider?.data ?? Data())
        #expect(Set(stride(from: 0, to: pixels.count, by: 4).map { pixels[$0] }) == [0, 255], "only black and white")
    }

    @Test func theKeyValueForm_andTheBuiltInForm_makeTheSameCode() throws {
        let byName = try #require(CIFilter(name: "CIQRCodeGenerator"))
        byName.setValue(Data("Hello".utf8), forKey: "inputMessage")
        byName.setValue("H", forKey: "inputCorrectionLevel")
        let builtIn = CIFilter.qrCodeGenerator()
        builtIn.message = Data("Hello".utf8)
        builtIn.correctionLevel = "H"
        let context = CIContext()
        let first = try #require(byName.outputImage.flatMap { context.createCGImage($0, from: $0.extent) })
        let second = try #require(builtIn.outputImage.flatMap { context.createCGImage($0, from: $0.extent) })
        #expect(first.dataProvider?.data == second.dataProvider?.data && first.width == 23)
        #expect(byName.value(forKey: "inputCorrectionLevel") as? String == "H")
    }

    @Test func theVersion_isTheSmallestThatHoldsTheMessage() throws {
        // Byte-mode capacities at level M (ISO/IEC 18004, table 7): 14 bytes in version 1, 26 in 2, 42 in 3.
        for (count, side) in [(14, 21), (15, 25), (26, 25), (27, 29), (42, 29), (43, 33)] {
            let filter = CIFilter.qrCodeGenerator()
            filter.message = Data(repeating: 0x61, count: count)
            #expect(filter.outputImage?.extent.width == CGFloat(side + 2), "\(count) bytes")
        }
        let large = CIFilter.qrCodeGenerator()
        large.message = Data(repeating: 0x61, count: 2_331)  // version 40 at M holds 2,331 bytes
        #expect(large.outputImage?.extent.width == 179)
        large.message = Data(repeating: 0x61, count: 2_332)
        #expect(large.outputImage == nil, "too long for a QR code")
    }

    @Test func anUnknownLevel_orNoMessage_giveNoImage() {
        let filter = CIFilter(name: "CIQRCodeGenerator")
        #expect(filter?.outputImage == nil, "no message yet")
        filter?.setValue(Data("x".utf8), forKey: "inputMessage")
        filter?.setValue("Z", forKey: "inputCorrectionLevel")
        #expect(filter?.outputImage == nil)
        #expect(CIFilter(name: "CIBokehBlur") == nil, "a filter not provided is unknown")
    }

    @Test func theFormatInformation_namesTheLevel_andCarriesItsCheckBits() throws {
        for (level, bits) in [("L", 1), ("M", 0), ("Q", 3), ("H", 2)] {
            let filter = CIFilter.qrCodeGenerator()
            filter.message = Data("format".utf8)
            filter.correctionLevel = level
            let image = try #require(filter.outputImage.flatMap { CIContext().createCGImage($0, from: $0.extent) })
            let grid = modules(image).map { Array($0) }
            // The first copy: column 8 from the top (rows 0–5, 7, 8), then row 8 from column 7 leftwards.
            let positions = (0...5).map { (8, $0) } + [(8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
            let read = positions.enumerated().reduce(0) {
                $0 | (grid[$1.element.1][$1.element.0] == "X" ? 1 << $1.offset : 0)
            }
            let format = read ^ 0x5412
            #expect(format >> 13 == bits, "level \(level)")
            var remainder = format >> 10
            for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
            #expect(remainder == format & 0x3FF, "BCH(15,5) check bits")
        }
    }
}
