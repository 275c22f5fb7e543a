import CoreGraphics

/// The key of a filter's intensity.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a filter's radius.
public let kCIInputRadiusKey = "inputRadius"
/// The key of a filter's scale.
public let kCIInputScaleKey = "inputScale"
/// The key of a filter's centre.
public let kCIInputCenterKey = "inputCenter"
/// The key of a filter's angle, in radians.
public let kCIInputAngleKey = "inputAngle"
/// The key of a filter's amount.
public let kCIInputAmountKey = "inputAmount"

/// Reads a filter's parameters as the types apps pass them: numbers as `Float`, `Double`,
/// `CGFloat`, `Int` or `NSNumber`; points as `CIVector` or `CGPoint`.
struct FilterParameters {
    let values: [String: Any]

    func number(_ key: String) -> Double? {
        switch values[key] {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    func point(_ key: String) -> CGPoint? {
        switch values[key] {
        case let vector as CIVector: vector.cgPointValue
        case let point as CGPoint: point
        default: nil
        }
    }

    var image: CIImage? { values[kCIInputImageKey] as? CIImage }
}
