import Foundation

/// A colour set's colour as its `Contents.json` gives it: the components of its light appearance
/// ("Any", or "Light" when the set has one) and of its dark appearance, in the colour space the
/// catalog names; nil components for a set that refers to a system colour or has none.
public struct CatalogColor: Equatable, Sendable {
    /// Components in a colour space, each from 0 to 1 (extended spaces may go beyond).
    public struct Components: Equatable, Sendable {
        /// The colour spaces a catalog's components may be in, as SwiftUI's `Color.RGBColorSpace`
        /// names the ones it converts from.
        public enum Space: String, Equatable, Sendable {
            /// sRGB, gamma-encoded (the catalog's `srgb`, `extended-srgb` and grey spaces).
            case sRGB
            /// Linear sRGB (`extended-linear-srgb`).
            case sRGBLinear
            /// Display P3, gamma-encoded (`display-p3`).
            case displayP3
        }

        /// The space the components are in.
        public var space: Space
        /// The red component.
        public var red: Double
        /// The green component.
        public var green: Double
        /// The blue component.
        public var blue: Double
        /// The opacity, from 0 (clear) to 1 (opaque).
        public var alpha: Double

        /// Components in a space.
        ///
        /// - Parameters:
        ///   - space: The colour space.
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public init(space: Space, red: Double, green: Double, blue: Double, alpha: Double) {
            (self.space, self.red, self.green, self.blue, self.alpha) = (space, red, green, blue, alpha)
        }
    }

    /// The light appearance's components ("Any", or "Light" when given).
    public var light: Components?
    /// The dark appearance's components, when the set has a dark appearance.
    public var dark: Components?

    /// A colour of its appearances' components.
    ///
    /// - Parameters:
    ///   - light: The light appearance's components, if known.
    ///   - dark: The dark appearance's components, if the set has a dark appearance.
    public init(light: Components?, dark: Components?) {
        (self.light, self.dark) = (light, dark)
    }

    /// What is wrong with a colour set's `Contents.json`.
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        /// What is wrong, in a phrase (`"colors" is not an array`).
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// The colour of a colour set's `Contents.json`, as Xcode writes it: a `colors` array of
    /// entries, each with an `idiom`, optional `appearances` (`luminosity` `light` or `dark`; other
    /// appearances, such as high contrast, are passed over) and a `color` with a `color-space`
    /// (`srgb`, `extended-srgb`, `display-p3`, `extended-linear-srgb`, `gray-gamma-22`,
    /// `extended-gray`) and `components`. Xcode's colour panel writes components three ways, all
    /// read here: floating point (`"0.500"`), 8-bit integers (`"128"`) and 8-bit hexadecimal
    /// (`"0x80"`); the alpha is always a fraction (`"1.000"`). A `universal` entry is preferred
    /// to an iPhone one, and that to others.
    ///
    /// - Parameter data: The file's contents.
    /// - Returns: The colour.
    /// - Throws: ``Malformed`` when the file is not such JSON or a component is not a number.
    public static func parse(_ data: Data) throws(Malformed) -> CatalogColor {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Malformed("not JSON (\(error.localizedDescription))")
        }
        guard let document = object as? [String: Any] else { throw Malformed("not a JSON object") }
        guard let entries = document["colors"] else { return CatalogColor(light: nil, dark: nil) }
        guard let list = entries as? [Any] else { throw Malformed("\"colors\" is not an array") }
        var light: (rank: Int, components: Components?)?
        var dark: (rank: Int, components: Components?)?
        for (index, item) in list.enumerated() {
            guard let entry = item as? [String: Any] else { throw Malformed("colors[\(index)] is not an object") }
            guard let appearance = try luminosity(of: entry, at: index) else { continue }
            let rank = idiomRank(entry["idiom"] as? String) * 2 + (appearance == .any ? 1 : 0)
            let components = try self.components(of: entry, at: index)
            switch appearance {
            case .any, .light:
                if rank < light?.rank ?? .max { light = (rank, components) }
            case .dark:
                if rank < dark?.rank ?? .max { dark = (rank, components) }
            }
        }
        return CatalogColor(light: light?.components ?? dark?.components, dark: dark?.components)
    }

    /// An entry's appearance: nil for one this generator passes over (high contrast, another gamut).
    private enum Luminosity { case any, light, dark }

    private static func luminosity(of entry: [String: Any], at index: Int) throws(Malformed) -> Luminosity? {
        if let gamut = entry["display-gamut"] as? String, gamut.lowercased() != "srgb" { return nil }
        guard let appearances = entry["appearances"] else { return .any }
        guard let list = appearances as? [[String: Any]] else {
            throw Malformed("colors[\(index)].appearances is not an array of objects")
        }
        var result = Luminosity.any
        for appearance in list {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", "light"): result = .light
            default: return nil
            }
        }
        return result
    }

    private static func idiomRank(_ idiom: String?) -> Int {
        switch idiom {
        case "universal", nil: 0
        case "iphone": 1
        default: 2
        }
    }

    /// An entry's components: nil for a system colour (`"reference"`) or an entry without a colour.
    private static func components(of entry: [String: Any], at index: Int) throws(Malformed) -> Components? {
        guard let color = entry["color"] else { return nil }
        guard let color = color as? [String: Any] else { throw Malformed("colors[\(index)].color is not an object") }
        guard let values = color["components"] else { return nil }
        guard let values = values as? [String: Any] else {
            throw Malformed("colors[\(index)].color.components is not an object")
        }
        func value(_ key: String, fraction: Bool = false) throws(Malformed) -> Double {
            guard let raw = values[key] else { throw Malformed("colors[\(index)] has no \(key) component") }
            guard let number = componentValue(raw, alwaysFraction: fraction) else {
                throw Malformed("colors[\(index)]'s \(key) component \"\(raw)\" is not a number")
            }
            return number
        }
        let spaceName = (color["color-space"] as? String) ?? "srgb"
        let alpha = values["alpha"] == nil ? 1 : try value("alpha", fraction: true)
        switch spaceName {
        case "gray-gamma-22", "extended-gray":
            let white = try value("white")
            return Components(space: .sRGB, red: white, green: white, blue: white, alpha: alpha)
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            let space: Components.Space =
                spaceName == "display-p3" ? .displayP3 : spaceName == "extended-linear-srgb" ? .sRGBLinear : .sRGB
            return Components(
                space: space, red: try value("red"), green: try value("green"), blue: try value("blue"), alpha: alpha)
        default:
            throw Malformed("colors[\(index)]'s color space \"\(spaceName)\" is not one Xcode writes")
        }
    }

    /// A component as a number from 0 to 1: `0x..` is 8-bit hexadecimal, a number with a point or
    /// an exponent is a fraction, an integer is 8-bit (0 to 255) unless `alwaysFraction` (alpha).
    /// JSON numbers (Xcode writes strings) are fractions up to 1 and 8-bit above.
    static func componentValue(_ raw: Any, alwaysFraction: Bool) -> Double? {
        if let number = raw as? NSNumber, !(raw is String) {
            let value = number.doubleValue
            guard value.isFinite else { return nil }
            return alwaysFraction || value <= 1 ? value : value / 255
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") {
            guard let byte = UInt32(lowered.dropFirst(2), radix: 16) else { return nil }
            return Double(byte) / 255
        }
        guard let value = Double(text), value.isFinite else { return nil }
        if alwaysFraction || text.contains(".") || lowered.contains("e") { return value }
        return value / 255
    }
}
