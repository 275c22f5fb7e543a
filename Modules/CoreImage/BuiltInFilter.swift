import CoreGraphics

/// The filters provided, by Core Image's names, and what each computes.
enum BuiltInFilter: String, CaseIterable, Sendable {
    case qrCodeGenerator = "CIQRCodeGenerator"
    case colorInvert = "CIColorInvert"
    case falseColor = "CIFalseColor"
    case sepiaTone = "CISepiaTone"
    case gaussianBlur = "CIGaussianBlur"
    case unsharpMask = "CIUnsharpMask"
    case pixellate = "CIPixellate"
    case vignette = "CIVignette"
    case edges = "CIEdges"
    case crystallize = "CICrystallize"
    case bloom = "CIBloom"
    case gloom = "CIGloom"
    case pointillize = "CIPointillize"
    case twirlDistortion = "CITwirlDistortion"
    case photoEffectMono = "CIPhotoEffectMono"
    case photoEffectNoir = "CIPhotoEffectNoir"

    var inputKeys: [String] {
        switch self {
        case .qrCodeGenerator: ["inputMessage", "inputCorrectionLevel"]
        case .colorInvert, .photoEffectMono, .photoEffectNoir: [kCIInputImageKey]
        case .falseColor: [kCIInputImageKey, "inputColor0", "inputColor1"]
        case .sepiaTone, .edges: [kCIInputImageKey, kCIInputIntensityKey]
        case .gaussianBlur: [kCIInputImageKey, kCIInputRadiusKey]
        case .unsharpMask, .vignette: [kCIInputImageKey, kCIInputRadiusKey, kCIInputIntensityKey]
        case .pixellate: [kCIInputImageKey, kCIInputCenterKey, kCIInputScaleKey]
        case .crystallize, .pointillize: [kCIInputImageKey, kCIInputRadiusKey, kCIInputCenterKey]
        case .bloom, .gloom: [kCIInputImageKey, kCIInputRadiusKey, kCIInputIntensityKey]
        case .twirlDistortion: [kCIInputImageKey, kCIInputCenterKey, kCIInputRadiusKey, kCIInputAngleKey]
        }
    }

    /// Core Image's defaults, as its filter reference lists them.
    var defaults: [String: Any] {
        let center = CIVector(x: 150, y: 150)
        switch self {
        case .qrCodeGenerator: return ["inputCorrectionLevel": "M"]
        case .colorInvert, .photoEffectMono, .photoEffectNoir: return [:]
        case .falseColor: return ["inputColor0": CIColor.black, "inputColor1": CIColor.white]
        case .sepiaTone, .edges: return [kCIInputIntensityKey: 1.0]
        case .gaussianBlur: return [kCIInputRadiusKey: 10.0]
        case .unsharpMask: return [kCIInputRadiusKey: 2.5, kCIInputIntensityKey: 0.5]
        case .pixellate: return [kCIInputCenterKey: center, kCIInputScaleKey: 8.0]
        case .vignette: return [kCIInputRadiusKey: 1.0, kCIInputIntensityKey: 0.0]
        case .crystallize, .pointillize: return [kCIInputRadiusKey: 20.0, kCIInputCenterKey: center]
        case .bloom, .gloom: return [kCIInputRadiusKey: 10.0, kCIInputIntensityKey: 0.5]
        case .twirlDistortion: return [kCIInputCenterKey: center, kCIInputRadiusKey: 300.0, kCIInputAngleKey: 3.14]
        }
    }

    func output(_ parameters: [String: Any]) -> CIImage? {
        let inputs = FilterParameters(values: parameters)
        func number(_ key: String) -> Double { inputs.number(key) ?? 0 }
        func center() -> CGPoint { inputs.point(kCIInputCenterKey) ?? CGPoint(x: 150, y: 150) }
        switch self {
        case .sepiaTone:
            return inputs.image.flatMap {
                Self.process($0) { raster, _ in PhotoEffects.sepia(raster, intensity: number(kCIInputIntensityKey)) }
            }
        case .gaussianBlur:
            return inputs.image.flatMap {
                Self.process($0) { raster, _ in PhotoEffects.blur(raster, radius: number(kCIInputRadiusKey)) }
            }
        case .unsharpMask:
            return inputs.image.flatMap {
                Self.process($0) { raster, _ in
                    PhotoEffects.unsharpMask(
                        raster, radius: number(kCIInputRadiusKey), intensity: number(kCIInputIntensityKey))
                }
            }
        case .pixellate:
            return inputs.image.flatMap {
                Self.process($0) { raster, extent in
                    PhotoEffects.pixellate(raster, extent: extent, center: center(), scale: number(kCIInputScaleKey))
                }
            }
        case .vignette:
            return inputs.image.flatMap {
                Self.process($0) { raster, _ in
                    PhotoEffects.vignette(
                        raster, intensity: number(kCIInputIntensityKey), radius: number(kCIInputRadiusKey))
                }
            }
        case .edges:
            return inputs.image.flatMap {
                Self.process($0) { raster, _ in PhotoEffects.edges(raster, intensity: number(kCIInputIntensityKey)) }
            }
        case .crystallize:
            return inputs.image.flatMap {
                Self.process($0) { raster, extent in
                    PhotoEffects.crystallize(
                        raster, extent: extent, center: center(), radius: number(kCIInputRadiusKey))
                }
            }
        case .bloom:
            return inputs.image.flatMap {
                Self.process($0) { raster, _ in
                    PhotoEffects.bloom(
                        raster, radius: number(kCIInputRadiusKey), intensity: number(kCIInputIntensityKey))
                }
            }
        case .gloom:
            return inputs.image.flatMap {
                Self.process($0) { raster, _ in
                    PhotoEffects.gloom(
                        raster, radius: number(kCIInputRadiusKey), intensity: number(kCIInputIntensityKey))
                }
            }
        case .pointillize:
            return inputs.image.flatMap {
                Self.process($0) { raster, extent in
                    PhotoEffects.pointillize(
                        raster, extent: extent, center: center(), radius: number(kCIInputRadiusKey))
                }
            }
        case .twirlDistortion:
            return inputs.image.flatMap {
                Self.process($0) { raster, extent in
                    PhotoEffects.twirl(
                        raster, extent: extent, center: center(), radius: number(kCIInputRadiusKey),
                        angle: number(kCIInputAngleKey))
                }
            }
        case .photoEffectMono:
            return inputs.image.flatMap { Self.process($0) { raster, _ in PhotoEffects.mono(raster) } }
        case .photoEffectNoir:
            return inputs.image.flatMap { Self.process($0) { raster, _ in PhotoEffects.noir(raster) } }
        case .qrCodeGenerator:
            guard let message = parameters["inputMessage"] as? Data,
                let level = (parameters["inputCorrectionLevel"] as? String).flatMap(QRCodeEncoder.Level.init),
                let symbol = QRCodeSymbol(message: Array(message), level: level)
            else { return nil }
            return Self.image(of: symbol)
        case .colorInvert:
            return (parameters[kCIInputImageKey] as? CIImage).flatMap { input in
                Self.map(input) { [255 - $0[0], 255 - $0[1], 255 - $0[2], $0[3]] }
            }
        case .falseColor:
            guard let input = parameters[kCIInputImageKey] as? CIImage,
                let dark = (parameters["inputColor0"] as? CIColor)?.bytes,
                let light = (parameters["inputColor1"] as? CIColor)?.bytes
            else { return nil }
            return Self.map(input) { pixel in
                // Rec. 709 luma, then between the two colours.
                let luma = (0.2126 * Double(pixel[0]) + 0.7152 * Double(pixel[1]) + 0.0722 * Double(pixel[2])) / 255
                let mixed = (0..<4).map { UInt8((Double(dark[$0]) * (1 - luma) + Double(light[$0]) * luma).rounded()) }
                return [mixed[0], mixed[1], mixed[2], UInt8(Int(mixed[3]) * Int(pixel[3]) / 255)]
            }
        }
    }

    /// A QR code's modules as pixels, one a module, black on white, with a light margin of one module.
    private static func image(of symbol: QRCodeSymbol) -> CIImage {
        let side = symbol.size + 2
        var raster = Raster(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                let dark =
                    (1...symbol.size).contains(x) && (1...symbol.size).contains(y) && symbol.isDark(x: x - 1, y: y - 1)
                raster[x, y] = dark ? [0, 0, 0, 255] : [255, 255, 255, 255]
            }
        }
        return CIImage(source: .pixels(raster))
    }

    /// An image's pixels over its extent, each changed by `change`; nil for an infinite image.
    private static func map(_ input: CIImage, _ change: ([UInt8]) -> [UInt8]) -> CIImage? {
        process(input) { raster, _ in
            var raster = raster
            for y in 0..<raster.height {
                for x in 0..<raster.width { raster[x, y] = change(raster[x, y]) }
            }
            return raster
        }
    }

    /// An image's pixels over its extent, changed by `change` (given them and the extent); nil for
    /// an infinite image.
    private static func process(_ input: CIImage, _ change: (Raster, CGRect) -> Raster) -> CIImage? {
        let extent = input.extent.integral
        guard let raster = input.render(extent) else { return nil }
        return CIImage(
            source: .pixels(change(raster, extent)),
            transform: CGAffineTransform(translationX: extent.minX, y: extent.minY))
    }
}
