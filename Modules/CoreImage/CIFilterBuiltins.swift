import CoreGraphics

// Apple declares these in the `CoreImage.CIFilterBuiltins` submodule, which apps import with
// `import CoreImage.CIFilterBuiltins`. A Swift module has no submodules: here they are part of
// `CoreImage` itself, and the `CoreImageFilterBuiltins` target's module map declares the submodule
// (empty) so that the import compiles.

/// What every filter gives: its output image.
public protocol CIFilterProtocol: AnyObject {
    /// The filter's output.
    var outputImage: CIImage? { get }
}

/// The inputs of the QR code generator.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode (encode text as UTF-8 or ISO Latin 1 first).
    var message: Data { get set }
    /// The error correction level: `L` (7 %), `M` (15 %, the default), `Q` (25 %) or `H` (30 %).
    var correctionLevel: String { get set }
}

/// The inputs of the colour inverter.
public protocol CIColorInvert: CIFilterProtocol {
    /// The image whose colours are inverted.
    var inputImage: CIImage? { get set }
}

/// The inputs of the false-colour filter: dark pixels become one colour, light ones the other.
public protocol CIFalseColor: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The colour of the darkest pixels.
    var color0: CIColor { get set }
    /// The colour of the lightest pixels.
    var color1: CIColor { get set }
}

extension CIFilter {
    /// A QR code generator: its output has a module a pixel, black on white, with a light margin
    /// of one module; the version is the smallest that holds the message.
    ///
    /// - Returns: The filter, `message` and `correctionLevel` to set.
    public class func qrCodeGenerator() -> any CIFilter & CIQRCodeGenerator {
        QRCodeGeneratorFilter(kind: .qrCodeGenerator)
    }

    /// A filter that inverts an image's colours (not its alpha).
    ///
    /// - Returns: The filter, `inputImage` to set.
    public class func colorInvert() -> any CIFilter & CIColorInvert {
        ColorInvertFilter(kind: .colorInvert)
    }

    /// A filter that maps an image's luminance between two colours.
    ///
    /// - Returns: The filter, `inputImage`, `color0` and `color1` to set.
    public class func falseColor() -> any CIFilter & CIFalseColor {
        FalseColorFilter(kind: .falseColor)
    }
}

final class QRCodeGeneratorFilter: CIFilter, CIQRCodeGenerator {
    var message: Data {
        get { value(forKey: "inputMessage") as? Data ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }

    var correctionLevel: String {
        get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
}

final class ColorInvertFilter: CIFilter, CIColorInvert {
    var inputImage: CIImage? {
        get { value(forKey: kCIInputImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
}

final class FalseColorFilter: CIFilter, CIFalseColor {
    var inputImage: CIImage? {
        get { value(forKey: kCIInputImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }

    var color0: CIColor {
        get { value(forKey: "inputColor0") as? CIColor ?? .black }
        set { setValue(newValue, forKey: "inputColor0") }
    }

    var color1: CIColor {
        get { value(forKey: "inputColor1") as? CIColor ?? .white }
        set { setValue(newValue, forKey: "inputColor1") }
    }
}
