import CoreGraphics

/// The inputs of the sepia filter.
public protocol CISepiaTone: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// How much sepia, from 0 (none) to 1 (the default).
    var intensity: Float { get set }
}

/// The inputs of the Gaussian blur.
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The blur's standard deviation in pixels (10 by default).
    var radius: Float { get set }
}

/// The inputs of the unsharp mask.
public protocol CIUnsharpMask: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The radius of the blur compared with (2.5 by default).
    var radius: Float { get set }
    /// How much sharper (0.5 by default).
    var intensity: Float { get set }
}

/// The inputs of the pixellate filter.
public protocol CIPixellate: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// Where one square is centred (150, 150 by default).
    var center: CGPoint { get set }
    /// The squares' size in pixels (8 by default).
    var scale: Float { get set }
}

/// The inputs of the vignette.
public protocol CIVignette: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// How dark the corners get (0 by default).
    var intensity: Float { get set }
    /// How far the darkening spreads (1 by default).
    var radius: Float { get set }
}

/// The inputs of the edge detector.
public protocol CIEdges: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// How bright the edges are (1 by default).
    var intensity: Float { get set }
}

/// The inputs of the crystallize filter.
public protocol CICrystallize: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The polygons' size in pixels (20 by default).
    var radius: Float { get set }
    /// Where the polygons are aligned (150, 150 by default).
    var center: CGPoint { get set }
}

/// The input of the photo effects (mono, noir).
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
}

/// The inputs of the gloom filter.
public protocol CIGloom: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The radius of the blur whose darker values dull the image (10 by default).
    var radius: Float { get set }
    /// How strongly the highlights are dulled, from 0 (not at all) to 1 (0.5 by default).
    var intensity: Float { get set }
}

/// The inputs of the bloom filter.
public protocol CIBloom: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The radius of the glow's blur (10 by default).
    var radius: Float { get set }
    /// How strong the glow is (0.5 by default).
    var intensity: Float { get set }
}

/// The inputs of the pointillize filter.
public protocol CIPointillize: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The dots' radius in pixels (20 by default).
    var radius: Float { get set }
    /// Where the dots are aligned (150, 150 by default).
    var center: CGPoint { get set }
}

/// The inputs of the twirl distortion.
public protocol CITwirlDistortion: CIFilterProtocol {
    /// The image.
    var inputImage: CIImage? { get set }
    /// The twirl's centre (150, 150 by default).
    var center: CGPoint { get set }
    /// How far from the centre the twirl reaches (300 by default).
    var radius: Float { get set }
    /// How far the centre turns, in radians (3.14 by default).
    var angle: Float { get set }
}

extension CIFilter {
    /// A sepia filter.
    ///
    /// - Returns: The filter, `inputImage` and `intensity` to set.
    public class func sepiaTone() -> any CIFilter & CISepiaTone { PhotoFilter(kind: .sepiaTone) }

    /// A Gaussian blur.
    ///
    /// - Returns: The filter, `inputImage` and `radius` to set.
    public class func gaussianBlur() -> any CIFilter & CIGaussianBlur { PhotoFilter(kind: .gaussianBlur) }

    /// An unsharp mask: sharpens edges.
    ///
    /// - Returns: The filter, `inputImage`, `radius` and `intensity` to set.
    public class func unsharpMask() -> any CIFilter & CIUnsharpMask { PhotoFilter(kind: .unsharpMask) }

    /// A filter that makes an image of squares.
    ///
    /// - Returns: The filter, `inputImage`, `center` and `scale` to set.
    public class func pixellate() -> any CIFilter & CIPixellate { PhotoFilter(kind: .pixellate) }

    /// A vignette: darkens the corners.
    ///
    /// - Returns: The filter, `inputImage`, `intensity` and `radius` to set.
    public class func vignette() -> any CIFilter & CIVignette { PhotoFilter(kind: .vignette) }

    /// An edge detector.
    ///
    /// - Returns: The filter, `inputImage` and `intensity` to set.
    public class func edges() -> any CIFilter & CIEdges { PhotoFilter(kind: .edges) }

    /// A filter that makes an image of polygons.
    ///
    /// - Returns: The filter, `inputImage`, `radius` and `center` to set.
    public class func crystallize() -> any CIFilter & CICrystallize { PhotoFilter(kind: .crystallize) }

    /// A glow: softens edges and brightens what is bright.
    ///
    /// - Returns: The filter, `inputImage`, `radius` and `intensity` to set.
    public class func bloom() -> any CIFilter & CIBloom { PhotoFilter(kind: .bloom) }

    /// A gloom: dulls the highlights ("reduces the highlights of the image resulting in the image
    /// looking dull", `gloom()`): each channel moves towards the darker of itself and the
    /// blurred image, by `intensity`, so a bright detail among darker surroundings dims and an
    /// even area stays as it is (an approximation of Core Image's filter, whose formula Apple does
    /// not publish).
    ///
    /// - Returns: The filter, `inputImage`, `radius` and `intensity` to set.
    public class func gloom() -> any CIFilter & CIGloom { PhotoFilter(kind: .gloom) }

    /// A filter that makes an image of dots.
    ///
    /// - Returns: The filter, `inputImage`, `radius` and `center` to set.
    public class func pointillize() -> any CIFilter & CIPointillize { PhotoFilter(kind: .pointillize) }

    /// A filter that turns an image around a centre, most at the centre.
    ///
    /// - Returns: The filter, `inputImage`, `center`, `radius` and `angle` to set.
    public class func twirlDistortion() -> any CIFilter & CITwirlDistortion { PhotoFilter(kind: .twirlDistortion) }

    /// Black and white, as the Photos app's Mono.
    ///
    /// - Returns: The filter, `inputImage` to set.
    public class func photoEffectMono() -> any CIFilter & CIPhotoEffect { PhotoFilter(kind: .photoEffectMono) }

    /// Black and white with strong contrast, as the Photos app's Noir.
    ///
    /// - Returns: The filter, `inputImage` to set.
    public class func photoEffectNoir() -> any CIFilter & CIPhotoEffect { PhotoFilter(kind: .photoEffectNoir) }
}

/// The photo filters' typed inputs, over their parameters by key.
final class PhotoFilter: CIFilter, CISepiaTone, CIGaussianBlur, CIUnsharpMask, CIPixellate, CIVignette, CIEdges,
    CICrystallize, CIBloom, CIGloom, CIPointillize, CITwirlDistortion, CIPhotoEffect
{
    var inputImage: CIImage? {
        get { value(forKey: kCIInputImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }

    var intensity: Float {
        get { number(kCIInputIntensityKey) }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }

    var radius: Float {
        get { number(kCIInputRadiusKey) }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }

    var angle: Float {
        get { number(kCIInputAngleKey) }
        set { setValue(newValue, forKey: kCIInputAngleKey) }
    }

    var scale: Float {
        get { number(kCIInputScaleKey) }
        set { setValue(newValue, forKey: kCIInputScaleKey) }
    }

    var center: CGPoint {
        get {
            FilterParameters(values: [kCIInputCenterKey: value(forKey: kCIInputCenterKey) as Any]).point(
                kCIInputCenterKey) ?? .zero
        }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }

    private func number(_ key: String) -> Float {
        Float(FilterParameters(values: [key: value(forKey: key) as Any]).number(key) ?? 0)
    }
}
