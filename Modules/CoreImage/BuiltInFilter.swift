import CoreGraphics

/// The filters provided, by Core Image's names, and what each computes.
enum BuiltInFilter: String, CaseIterable, Sendable {
    case qrCodeGenerator = "CIQRCodeGenerator"
    case colorInvert = "CIColorInvert"
    case falseColor = "CIFalseColor"

    var inputKeys: [String] {
        switch self {
        case .qrCodeGenerator: ["inputMessage", "inputCorrectionLevel"]
        case .colorInvert: [kCIInputImageKey]
        case .falseColor: [kCIInputImageKey, "inputColor0", "inputColor1"]
        }
    }

    var defaults: [String: Any] {
        switch self {
        case .qrCodeGenerator: ["inputCorrectionLevel": "M"]
        case .colorInvert: [:]
        case .falseColor: ["inputColor0": CIColor.black, "inputColor1": CIColor.white]
        }
    }

    func output(_ parameters: [String: Any]) -> CIImage? {
        switch self {
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
        let extent = input.extent.integral
        guard var raster = input.render(extent) else { return nil }
        for y in 0..<raster.height {
            for x in 0..<raster.width { raster[x, y] = change(raster[x, y]) }
        }
        return CIImage(source: .pixels(raster), transform: CGAffineTransform(translationX: extent.minX, y: extent.minY))
    }
}
