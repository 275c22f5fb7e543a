import Foundation

/// A colour as Core Graphics keeps it: components in a colour space. Core Graphics' type, which
/// `import SwiftUI` makes visible on iOS and Linux lacks; here it holds red, green, blue and
/// alpha in sRGB (`Color.cgColor`, `Color(cgColor:)`).
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The red, green, blue and alpha components.
    public let components: [CGFloat]?

    /// A colour from sRGB components.
    ///
    /// - Parameters:
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - alpha: The opacity, from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A shade of grey.
    ///
    /// - Parameters:
    ///   - gray: The brightness, from 0 (black) to 1 (white).
    ///   - alpha: The opacity, from 0 to 1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// How many components the colour has (four: red, green, blue, alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another opacity.
    ///
    /// - Parameter alpha: The new opacity.
    /// - Returns: A copy with that opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        let parts = components ?? [0, 0, 0, 1]
        return CGColor(red: parts[0], green: parts[1], blue: parts[2], alpha: alpha)
    }

    /// The colour's components, as SwiftUI resolves them.
    var resolved: Color.Resolved {
        let parts = (components ?? [0, 0, 0, 1]).map(Float.init)
        return Color.Resolved(red: parts[0], green: parts[1], blue: parts[2], opacity: parts[3])
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// The components, as `CGColor(red, green, blue, alpha)`.
    public var description: String {
        "CGColor(" + (components ?? []).map { "\($0)" }.joined(separator: ", ") + ")"
    }
}
