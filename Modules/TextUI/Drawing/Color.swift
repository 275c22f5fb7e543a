import Foundation

/// A colour. As a view it fills its space, which in text output is nothing. Its components are
/// real: `Color(hue:saturation:brightness:)` converts, `opacity(_:)` multiplies, and
/// ``resolve(in:)`` gives the red, green, blue and opacity SwiftUI gives on iOS (system colours
/// in their light or dark appearance).
public struct Color: ShapeStyle, Hashable, CustomStringConvertible {
    /// Where the colour's components come from.
    enum Source: Hashable, Sendable {
        /// Fixed components (sRGB).
        case components(Resolved)
        /// A system colour, with its light and dark appearance.
        case system(name: String, light: Resolved, dark: Resolved)
        /// A colour from an asset catalog (none can be loaded: it resolves as clear).
        case asset(String)
        /// A colour from an asset catalog whose components the AssetSymbols plugin read from the
        /// catalog (``ColorResource``): named as ``asset(_:)`` is, resolved by the colour scheme.
        case catalog(name: String, light: Resolved, dark: Resolved)
    }

    let source: Source
    /// The factors ``opacity(_:)`` multiplied the opacity by, the first applied first. Like
    /// SwiftUI's nested opacity colours they tell colours apart and each shows in the description.
    let opacityFactors: [Double]

    init(source: Source, opacityFactors: [Double] = []) {
        self.source = source
        self.opacityFactors = opacityFactors
    }

    /// A named colour from the asset catalog. Text output loads no catalogs: the colour resolves
    /// as clear, and tells other colours apart by its name.
    ///
    /// - Parameters:
    ///   - name: The colour's name in the catalog.
    ///   - bundle: The bundle of the catalog (the main bundle for nil); not used.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .asset(name))
    }

    /// A colour from red, green and blue components.
    ///
    /// - Parameters:
    ///   - colorSpace: The components' colour space (`.sRGB` by default; linear components are
    ///     converted to sRGB, Display P3 ones too, as SwiftUI converts them).
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(
            source: .components(
                Resolved(
                    colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue),
                    opacity: Float(opacity))))
    }

    /// A shade of grey.
    ///
    /// - Parameters:
    ///   - colorSpace: The component's colour space (`.sRGB` by default).
    ///   - white: The brightness, from 0 (black) to 1 (white).
    ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, converted to red, green and blue.
    ///
    /// - Parameters:
    ///   - hue: The hue, from 0 to 1 (a full turn of the colour wheel, from red).
    ///   - saturation: The saturation, from 0 (grey) to 1.
    ///   - brightness: The brightness, from 0 (black) to 1.
    ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The colour of resolved components.
    ///
    /// - Parameter resolved: The components.
    public init(_ resolved: Resolved) {
        self.init(source: .components(resolved))
    }

    /// A colour of the same components as a ``CGColor``.
    ///
    /// - Parameter cgColor: The Core Graphics colour.
    public init(cgColor: CGColor) {
        self.init(cgColor.resolved)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    ///
    /// - Parameter opacity: The factor, from 0 (clear) to 1 (unchanged).
    /// - Returns: The colour, more transparent.
    public func opacity(_ opacity: Double) -> Color {
        Color(source: source, opacityFactors: opacityFactors + [opacity])
    }

    /// The colour's components in an environment: a system colour's light or dark appearance
    /// (by the environment's colour scheme), its opacity multiplied by ``opacity(_:)``'s factors.
    ///
    /// - Parameter environment: The environment, whose `colorScheme` picks the appearance.
    /// - Returns: The red, green, blue and opacity components, in sRGB.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        var resolved: Resolved
        switch source {
        case .components(let components): resolved = components
        case .system(_, let light, let dark), .catalog(_, let light, let dark):
            resolved = environment.colorScheme == .dark ? dark : light
        case .asset: resolved = Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        }
        for factor in opacityFactors { resolved.opacity *= Float(factor) }
        return resolved
    }

    /// The colour as a Core Graphics colour (its light appearance), or nil for a colour from an
    /// asset catalog.
    public var cgColor: CGColor? {
        if case .asset = source { return nil }
        return resolve(in: EnvironmentValues()).cgColor
    }

    /// The colour's name (`red`), or its components as `#RRGGBBAA`, or its catalog name, after
    /// each opacity factor as a percentage, the last applied first (`50% 30% red`), as SwiftUI
    /// writes it.
    public var description: String {
        let base: String
        switch source {
        case .components(let resolved): base = resolved.description
        case .system(let name, _, _): base = name
        case .asset(let name), .catalog(let name, _, _): base = "NamedColor(name: \"\(name)\", bundle: nil)"
        }
        return opacityFactors.reversed().map { "\(Int(($0 * 100).rounded()))% " }.joined() + base
    }

    /// Red, green and blue from hue, saturation and brightness.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector) % 6
        let fraction = sector - Double(Int(sector))
        let (p, q, t) = (
            brightness * (1 - saturation), brightness * (1 - saturation * fraction),
            brightness * (1 - saturation * (1 - fraction))
        )
        let v = brightness
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The colour spaces components can be given in.
    public enum RGBColorSpace: Sendable, Hashable {
        /// The sRGB space, its linear form, or Display P3.
        case sRGB, sRGBLinear, displayP3
    }

    public typealias Body = Never
}

extension Color: View {}
extension Color: LeafView {}
