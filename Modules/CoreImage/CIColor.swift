import CoreGraphics

/// A colour for Core Image's filters: red, green, blue and alpha from 0 to 1.
// Sendable because it is immutable.
open class CIColor: NSObject, @unchecked Sendable {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The alpha component.
    public let alpha: CGFloat

    /// A colour from its components.
    ///
    /// - Parameters:
    ///   - r: Red, from 0 to 1.
    ///   - g: Green, from 0 to 1.
    ///   - b: Blue, from 0 to 1.
    ///   - a: Alpha, from 0 to 1.
    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat = 1) {
        red = min(max(r, 0), 1)
        green = min(max(g, 0), 1)
        blue = min(max(b, 0), 1)
        alpha = min(max(a, 0), 1)
        super.init()
    }

    /// Whether two colours have the same components.
    ///
    /// - Parameter object: The other colour.
    /// - Returns: True when every component is the same.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    /// A hash of the components, equal for equal colours.
    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    /// Black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Transparent.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)

    /// The colour as bytes, red, green, blue, alpha.
    var bytes: [UInt8] {
        [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) }
    }
}
