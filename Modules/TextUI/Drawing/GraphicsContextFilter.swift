import Foundation

extension GraphicsContext {
    /// An effect applied to what a context draws next (accepted; text output applies none).
    public struct Filter {
        /// What the filter is, kept for tests and tools.
        let description: String

        /// A blur.
        ///
        /// - Parameters:
        ///   - radius: The blur's radius.
        ///   - options: How the blur treats the edges.
        /// - Returns: The filter.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(description: "blur \(radius)")
        }

        /// A shadow.
        ///
        /// - Parameters:
        ///   - color: The shadow's colour.
        ///   - radius: The shadow's blur radius.
        ///   - x: The horizontal offset.
        ///   - y: The vertical offset.
        ///   - blendMode: How the shadow blends.
        ///   - options: Whether the shadow is drawn alone, above or inside.
        /// - Returns: The filter.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(description: "shadow \(radius)")
        }

        /// Multiplies colours by `color`.
        ///
        /// - Parameter color: The colour to multiply by.
        /// - Returns: The filter.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(description: "color multiply") }

        /// Rotates hues.
        ///
        /// - Parameter angle: The rotation.
        /// - Returns: The filter.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(description: "hue rotation") }

        /// Changes the saturation.
        ///
        /// - Parameter amount: The saturation factor.
        /// - Returns: The filter.
        public static func saturation(_ amount: Double) -> Filter { Filter(description: "saturation") }

        /// Changes the brightness.
        ///
        /// - Parameter amount: The amount added.
        /// - Returns: The filter.
        public static func brightness(_ amount: Double) -> Filter { Filter(description: "brightness") }

        /// Changes the contrast.
        ///
        /// - Parameter amount: The contrast factor.
        /// - Returns: The filter.
        public static func contrast(_ amount: Double) -> Filter { Filter(description: "contrast") }

        /// Removes colour.
        ///
        /// - Parameter amount: How much, from 0 to 1.
        /// - Returns: The filter.
        public static func grayscale(_ amount: Double) -> Filter { Filter(description: "grayscale") }

        /// Inverts colours.
        ///
        /// - Parameter amount: How much, from 0 to 1.
        /// - Returns: The filter.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(description: "color invert") }

        /// Makes luminance into opacity.
        public static var luminanceToAlpha: Filter { Filter(description: "luminance to alpha") }

        /// Keeps what is at least `threshold` opaque, drawn in `color`.
        ///
        /// - Parameters:
        ///   - min: The lowest opacity kept.
        ///   - max: The highest opacity kept.
        ///   - color: The colour of what is kept.
        /// - Returns: The filter.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(description: "alpha threshold")
        }
    }

    /// How a blur filter treats the edges.
    public struct BlurOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The result is opaque.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Edges are dithered.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// How a shadow filter is drawn.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The shadow is drawn above what casts it.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Only the shadow is drawn.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow is drawn inside the shape.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// The shadow is not coloured by what casts it.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// How a filter applies.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Colours are filtered in a linear colour space.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// How a clip applies.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// What is outside the path is kept instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How what a context draws blends with what is drawn already.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The mode's number.
        public let rawValue: Int32

        /// A mode from its number.
        ///
        /// - Parameter rawValue: The number.
        public init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        /// Draws over what is there.
        public static let normal = BlendMode(rawValue: 0)
        /// Multiplies colours.
        public static let multiply = BlendMode(rawValue: 1)
        /// Screens colours.
        public static let screen = BlendMode(rawValue: 2)
        /// Overlays colours.
        public static let overlay = BlendMode(rawValue: 3)
        /// Keeps the darker colour.
        public static let darken = BlendMode(rawValue: 4)
        /// Keeps the lighter colour.
        public static let lighten = BlendMode(rawValue: 5)
        /// Brightens what is there.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// Darkens what is there.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// A soft light.
        public static let softLight = BlendMode(rawValue: 8)
        /// A hard light.
        public static let hardLight = BlendMode(rawValue: 9)
        /// The difference of colours.
        public static let difference = BlendMode(rawValue: 10)
        /// A softer difference.
        public static let exclusion = BlendMode(rawValue: 11)
        /// The hue of what is drawn.
        public static let hue = BlendMode(rawValue: 12)
        /// The saturation of what is drawn.
        public static let saturation = BlendMode(rawValue: 13)
        /// The hue and saturation of what is drawn.
        public static let color = BlendMode(rawValue: 14)
        /// The luminosity of what is drawn.
        public static let luminosity = BlendMode(rawValue: 15)
        /// Clears what is there.
        public static let clear = BlendMode(rawValue: 16)
        /// Replaces what is there.
        public static let copy = BlendMode(rawValue: 17)
        /// Draws only where something is.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// Draws only where nothing is.
        public static let sourceOut = BlendMode(rawValue: 19)
        /// Draws over what is there, only where something is.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// Draws behind what is there.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// Keeps what is there where something is drawn.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// Keeps what is there where nothing is drawn.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// Keeps what is there over what is drawn.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Keeps what only one of them covers.
        public static let xor = BlendMode(rawValue: 25)
        /// Adds, darkening.
        public static let plusDarker = BlendMode(rawValue: 26)
        /// Adds, lightening.
        public static let plusLighter = BlendMode(rawValue: 27)
    }
}
