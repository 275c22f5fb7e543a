import CoreImage
import Foundation
import Testing

/// The photo filters apps offer (Core Image Filter Reference: CISepiaTone, CIGaussianBlur,
/// CIUnsharpMask, CIPixellate, CIVignette, CIEdges, CICrystallize, CIBloom, CIPointillize,
/// CITwirlDistortion), set as apps set them: by key with the `kCIInput…Key` constants, or through
/// the builtins' typed properties.
@Suite struct PhotoFilterTests {
    /// A `width` × `height` image whose pixel at column `x`, row `y` from the top is `colour(x, y)`.
    private func image(_ width: Int, _ height: Int, _ colour: (Int, Int) -> [UInt8]) throws -> CIImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += colour(x, y) }
        }
        let bitmap = try #require(
            CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: CGDataProvider(data: Data(pixels)), decode: nil, shouldInterpolate: false,
                intent: .defaultIntent))
        return CIImage(cgImage: bitmap)
    }

    private func pixels(_ image: CIImage?) throws -> [[UInt8]] {
        let image = try #require(image)
        let rendered = try #require(CIContext().createCGImage(image, from: image.extent))
        let bytes = [UInt8](rendered.dataProvider?.data ?? Data())
        return stride(from: 0, to: bytes.count, by: 4).map { Array(bytes[$0..<($0 + 4)]) }
    }

    @Test func sepia_isTheSepiaMatrix_mixedByIntensity() throws {
        let grey = try image(1, 1) { _, _ in [100, 100, 100, 255] }
        let filter = CIFilter.sepiaTone()
        filter.inputImage = grey
        #expect(filter.intensity == 1, "the default")
        #expect(try pixels(filter.outputImage) == [[135, 120, 94, 255]])
        filter.intensity = 0
        #expect(try pixels(filter.outputImage) == [[100, 100, 100, 255]])
    }

    @Test func theKeyValueForm_setsTheInputsTheFilterHas() throws {
        // The way photo-editing tutorials set whichever filter is chosen.
        let currentFilter = try #require(CIFilter(name: "CISepiaTone"))
        currentFilter.setValue(try image(1, 1) { _, _ in [100, 100, 100, 255] }, forKey: kCIInputImageKey)
        let filterIntensity: Float = 0.5
        if currentFilter.inputKeys.contains(kCIInputIntensityKey) {
            currentFilter.setValue(filterIntensity, forKey: kCIInputIntensityKey)
        }
        if currentFilter.inputKeys.contains(kCIInputRadiusKey) {
            currentFilter.setValue(filterIntensity * 200, forKey: kCIInputRadiusKey)
        }
        #expect(!currentFilter.inputKeys.contains(kCIInputRadiusKey))
        #expect(try pixels(currentFilter.outputImage) == [[118, 110, 97, 255]])
    }

    @Test func aBlur_spreadsAPoint_andKeepsItsLight() throws {
        let dot = try image(21, 21) { x, y in x == 10 && y == 10 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        let filter = CIFilter.gaussianBlur()
        filter.inputImage = dot
        filter.radius = 2
        let blurred = try pixels(filter.outputImage)
        let centre = blurred[10 * 21 + 10][0]
        #expect(centre < 255 && centre > 0)
        #expect(blurred[10 * 21 + 11][0] > 0 && blurred[10 * 21 + 11][0] < centre)
        #expect(blurred[0][0] == 0, "far away, nothing")
        let total = blurred.reduce(0) { $0 + Int($1[0]) }
        #expect(abs(total - 255) <= 21, "the light is spread, not lost (within rounding)")
    }

    @Test func pixellate_averagesSquares() throws {
        let stripes = try image(4, 4) { x, _ in x % 2 == 0 ? [0, 0, 0, 255] : [200, 200, 200, 255] }
        let filter = CIFilter.pixellate()
        filter.inputImage = stripes
        filter.scale = 2
        filter.center = CGPoint(x: 1, y: 1)
        #expect(try pixels(filter.outputImage).allSatisfy { $0 == [100, 100, 100, 255] })
    }

    @Test func edges_areDark_whereNothingChanges_andBrightWhereItDoes() throws {
        let flat = CIFilter.edges()
        flat.inputImage = try image(3, 3) { _, _ in [90, 90, 90, 255] }
        #expect(try pixels(flat.outputImage).allSatisfy { $0 == [0, 0, 0, 255] })
        let step = CIFilter.edges()
        step.inputImage = try image(4, 1) { x, _ in x < 2 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        #expect(try pixels(step.outputImage)[1][0] == 255)
    }

    @Test func vignette_darkensTheCorners_andUnsharpMask_andCrystallize_keepAFlatImage() throws {
        let flat = try image(9, 9) { _, _ in [200, 200, 200, 255] }
        let vignette = CIFilter.vignette()
        vignette.inputImage = flat
        #expect(try pixels(vignette.outputImage).allSatisfy { $0 == [200, 200, 200, 255] }, "intensity 0 by default")
        vignette.intensity = 1
        let shaded = try pixels(vignette.outputImage)
        #expect(shaded[0][0] < shaded[4 * 9 + 4][0])
        let sharpen = CIFilter.unsharpMask()
        sharpen.inputImage = flat
        #expect(try pixels(sharpen.outputImage).allSatisfy { $0 == [200, 200, 200, 255] })
        let crystals = CIFilter.crystallize()
        crystals.inputImage = flat
        crystals.radius = 3
        #expect(try pixels(crystals.outputImage).allSatisfy { $0 == [200, 200, 200, 255] })
    }

    @Test func crystallize_paintsEachPolygonOneColour_fromTheImage() throws {
        let gradient = try image(12, 12) { x, y in [UInt8(x * 20), UInt8(y * 20), 0, 255] }
        let crystals = CIFilter.crystallize()
        crystals.inputImage = gradient
        crystals.radius = 6
        crystals.center = .zero
        let result = try pixels(crystals.outputImage)
        let original = try pixels(gradient)
        #expect(result.allSatisfy { original.contains($0) }, "every colour comes from the image")
        #expect(Set(result.map { $0 }).count < original.count / 4, "in a few polygons")
    }

    /// CIBloom "softens edges and applies a pleasant glow" (Core Image Filter Reference): a flat
    /// image gets brighter by half its own light at the default intensity; none at intensity 0.
    @Test func bloom_addsAGlow_ofIntensity() throws {
        let flat = try image(6, 6) { _, _ in [100, 60, 20, 255] }
        let bloom = CIFilter.bloom()
        bloom.inputImage = flat
        #expect(bloom.radius == 10 && bloom.intensity == 0.5, "the defaults")
        #expect(try pixels(bloom.outputImage).allSatisfy { $0 == [150, 90, 30, 255] })
        bloom.intensity = 0
        #expect(try pixels(bloom.outputImage).allSatisfy { $0 == [100, 60, 20, 255] })
    }

    /// CIGloom "reduces the highlights of the image resulting in the image looking dull"
    /// (`gloom()`): a bright spot among darker pixels dims, nothing gets brighter, an even image
    /// stays as it is; nothing changes at intensity 0.
    @Test func gloom_dullsTheHighlights() throws {
        let gloom = CIFilter.gloom()
        #expect(gloom.radius == 10 && gloom.intensity == 0.5, "the defaults")
        gloom.inputImage = try image(6, 6) { _, _ in [100, 60, 20, 255] }
        #expect(try pixels(gloom.outputImage).allSatisfy { $0 == [100, 60, 20, 255] })

        gloom.inputImage = try image(9, 9) { x, y in x == 4 && y == 4 ? [250, 250, 250, 255] : [50, 50, 50, 255] }
        gloom.radius = 2
        let dulled = try pixels(gloom.outputImage).map { $0[0] }
        let brightest = dulled.max() ?? 0
        #expect(brightest < 250 && brightest > 50, "the highlight dims: \(brightest)")
        #expect(dulled.filter { $0 > 50 }.count == 1, "nothing else gets brighter")
        gloom.intensity = 0
        #expect(try pixels(gloom.outputImage).map { $0[0] }.max() == 250)
    }

    /// CIPointillize "renders the source image in a pointillistic style": dots of the image's
    /// colours, the space between them white.
    @Test func pointillize_paintsDotsOfTheImagesColours() throws {
        let gradient = try image(12, 12) { x, y in [UInt8(x * 20), UInt8(y * 20), 0, 255] }
        let dots = CIFilter(name: "CIPointillize")
        dots?.setValue(gradient, forKey: kCIInputImageKey)
        dots?.setValue(3, forKey: kCIInputRadiusKey)
        dots?.setValue(CIVector(x: 0, y: 0), forKey: kCIInputCenterKey)
        let result = try pixels(dots?.outputImage)
        let original = try pixels(gradient)
        #expect(result.allSatisfy { $0 == [255, 255, 255, 255] || original.contains($0) })
        #expect(result.contains([255, 255, 255, 255]), "white between the dots")
        #expect(Set(result).count <= 5, "four dots of one colour each, on white")
    }

    /// CITwirlDistortion "rotates pixels around a point to give a twirling effect": pixels beyond
    /// the radius stay; a half turn at the centre of a small radius moves what is near the centre.
    @Test func twirlDistortion_turnsPixelsWithinItsRadius() throws {
        let gradient = try image(10, 10) { x, y in [UInt8(x * 25), UInt8(y * 25), 0, 255] }
        let twirl = CIFilter.twirlDistortion()
        twirl.inputImage = gradient
        #expect(twirl.radius == 300 && abs(twirl.angle - 3.14) < 0.001, "the defaults")
        twirl.center = CGPoint(x: 5, y: 5)
        twirl.radius = 4
        twirl.angle = .pi
        let result = try pixels(twirl.outputImage)
        let original = try pixels(gradient)
        #expect(result[0] == original[0], "a corner is beyond the radius")
        #expect(result[4 * 10 + 4] != original[4 * 10 + 4], "near the centre turns")
        #expect(result.allSatisfy { original.contains($0) }, "pixels move, none is made")
    }

    /// CIPhotoEffectMono and CIPhotoEffectNoir "apply a preconfigured set of effects that imitate
    /// black-and-white photography film": grey pixels, Noir's further from mid-grey.
    @Test func monoAndNoir_makeGreys_noirWithMoreContrast() throws {
        let colours = try image(2, 1) { x, _ in x == 0 ? [200, 150, 100, 255] : [40, 60, 80, 255] }
        let mono = CIFilter.photoEffectMono()
        mono.inputImage = colours
        let greys = try pixels(mono.outputImage)
        #expect(greys == [[157, 157, 157, 255], [57, 57, 57, 255]])
        let noir = CIFilter(name: "CIPhotoEffectNoir")
        noir?.setValue(colours, forKey: kCIInputImageKey)
        let dark = try pixels(noir?.outputImage)
        #expect(dark.allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] })
        #expect(dark[0][0] > greys[0][0] && dark[1][0] < greys[1][0], "further from mid-grey")
        #expect(kCIInputAmountKey == "inputAmount")
    }
}
