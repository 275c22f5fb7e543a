import TextUI

/// A colour, as UIKit names and makes them: system colours (`.systemBlue`, `.label`), components
/// (`UIColor(red:green:blue:alpha:)`), asset names and dynamic providers. Colours render nothing in
/// text; a `UIColor` keeps what it was made from, so `Color(uiColor:)` and `==` tell colours apart.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {  // immutable after init
    /// What a colour was made from.
    enum Source: Equatable {
        /// A colour UIKit names, such as `systemBlue` or `label`.
        case system(String)
        /// A colour from the asset catalog, by name.
        case named(String)
        /// Components from 0 to 1.
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    }

    let source: Source
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    init(source: Source) {
        self.source = source
        provider = nil
        super.init()
    }

    /// A colour from red, green and blue components.
    ///
    /// - Parameters:
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - alpha: The opacity, from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        source = .components(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
        super.init()
    }

    /// The colour a `#colorLiteral(red:green:blue:alpha:)` makes (Xcode's colour picker writes them).
    ///
    /// - Parameters:
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - alpha: The opacity, from 0 to 1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour from red, green and blue components in the Display P3 space (kept as given).
    ///
    /// - Parameters:
    ///   - displayP3Red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - alpha: The opacity, from 0 to 1.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// A shade of grey.
    ///
    /// - Parameters:
    ///   - white: The brightness, from 0 (black) to 1 (white).
    ///   - alpha: The opacity, from 0 to 1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness.
    ///
    /// - Parameters:
    ///   - hue: The hue, from 0 to 1 around the colour wheel.
    ///   - saturation: The saturation, from 0 to 1.
    ///   - brightness: The brightness, from 0 to 1.
    ///   - alpha: The opacity, from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour named `name` in the asset catalog. There is no asset catalog on Linux and colours
    /// render nothing: the colour keeps the name (so it is never nil, as a colour that exists in an
    /// app's catalog is not).
    ///
    /// - Parameter name: The colour's name.
    public init?(named name: String) {
        source = .named(name)
        provider = nil
        super.init()
    }

    /// A colour that depends on the traits it is shown with (light or dark appearance):
    /// `resolvedColor(with:)` calls `dynamicProvider`; elsewhere it is the light appearance's.
    ///
    /// - Parameter dynamicProvider: Gives the colour for a trait collection.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        source = light.source
        provider = dynamicProvider
        super.init()
    }

    /// A UIKit colour for a SwiftUI colour.
    ///
    /// - Parameter color: The SwiftUI colour.
    public convenience init(_ color: Color) {
        self.init(source: .system(String(describing: color)))
    }

    /// The colour for `traitCollection` (a dynamic colour's provider decides; others are themselves).
    ///
    /// - Parameter traitCollection: The traits, such as the dark appearance.
    /// - Returns: The resolved colour.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    /// The same colour with another opacity (a named or system colour keeps its name).
    ///
    /// - Parameter alpha: The opacity, from 0 to 1.
    /// - Returns: The colour.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard case .components(let red, let green, let blue, _) = source else { return self }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The red, green, blue and alpha components of a colour made from components (false for a
    /// system or named colour, whose components come from the system and are not known here).
    ///
    /// - Parameters:
    ///   - red: Receives the red component.
    ///   - green: Receives the green component.
    ///   - blue: Receives the blue component.
    ///   - alpha: Receives the opacity.
    /// - Returns: Whether the components were written.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard case .components(let r, let g, let b, let a) = source else { return false }
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.source == source
    }

    open override var hash: Int {
        description.hashValue
    }

    open override var description: String {
        switch source {
        case .system(let name): "UIColor.\(name)"
        case .named(let name): "UIColor(named: \"\(name)\")"
        case .components(let red, let green, let blue, let alpha): "UIColor(\(red), \(green), \(blue), \(alpha))"
        }
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector)
        let fraction = sector - CGFloat(index)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

extension Color {
    /// A SwiftUI colour for a UIKit colour: the same named, system or component colour.
    ///
    /// - Parameter color: The UIKit colour.
    public init(uiColor color: UIColor) {
        switch color.source {
        case .system(let name):
            self = Self.systemColors[name] ?? Color(name)
        case .named(let name):
            self.init(name)
        case .components(let red, let green, let blue, let alpha):
            self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        }
    }

    /// SwiftUI's colours for UIKit's system colours of the same hue (`systemRed` is `red`), and
    /// UIKit's fixed colours by their components (`UIColor.red` is pure red); other system colours
    /// (`systemBackground`, `separator`…) keep their names.
    private static let systemColors: [String: Color] = [
        "systemRed": .red, "systemOrange": .orange, "systemYellow": .yellow, "systemGreen": .green,
        "systemMint": .mint, "systemTeal": .teal, "systemCyan": .cyan, "systemBlue": .blue,
        "systemIndigo": .indigo, "systemPurple": .purple, "systemPink": .pink, "systemBrown": .brown,
        "systemGray": .gray, "tintColor": .accentColor, "label": .primary, "secondaryLabel": .secondary,
        "black": .black, "white": .white, "clear": .clear,
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "cyan": Color(red: 0, green: 1, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2), "gray": Color(white: 0.5),
        "darkGray": Color(white: 1.0 / 3), "lightGray": Color(white: 2.0 / 3),
    ]

    /// A SwiftUI colour for a UIKit colour (the older spelling of `init(uiColor:)`). Disfavoured,
    /// so that `Color(.brandPrimary)` is the asset catalog's colour (`init(_:)` of a
    /// `ColorResource`) when the generated symbols give `UIColor` a property of the same name, as
    /// on iOS.
    ///
    /// - Parameter color: The UIKit colour.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}
