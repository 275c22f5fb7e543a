import Foundation

extension GraphicsContext {
    /// What fills or strokes a path: a colour, a gradient, an image tile or a shape style.
    public struct Shading {
        /// What the shading is, kept for tests and tools.
        let description: String

        /// The canvas's foreground style.
        public static var foreground: Shading { Shading(description: "foreground") }
        /// What is already drawn behind.
        public static var backdrop: Shading { Shading(description: "backdrop") }

        /// Several shadings, for a palette symbol's layers.
        ///
        /// - Parameter array: The shadings, in layer order.
        /// - Returns: The palette.
        public static func palette(_ array: [Shading]) -> Shading {
            Shading(description: "palette of \(array.count)")
        }

        /// A colour.
        ///
        /// - Parameter color: The colour.
        /// - Returns: The shading.
        public static func color(_ color: Color) -> Shading { Shading(description: "\(color)") }

        /// A colour given by its components.
        ///
        /// - Parameters:
        ///   - colorSpace: The components' colour space.
        ///   - red: The red component, from 0 to 1.
        ///   - green: The green component, from 0 to 1.
        ///   - blue: The blue component, from 0 to 1.
        ///   - opacity: The opacity, from 0 to 1.
        /// - Returns: The shading.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey given by its white level.
        ///
        /// - Parameters:
        ///   - colorSpace: The component's colour space.
        ///   - white: The white level, from 0 to 1.
        ///   - opacity: The opacity, from 0 to 1.
        /// - Returns: The shading.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
            -> Shading
        {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A shape style (a colour, a gradient, a material…).
        ///
        /// - Parameter style: The style.
        /// - Returns: The shading.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(description: "\(S.self)") }

        /// A linear gradient between two points.
        ///
        /// - Parameters:
        ///   - gradient: The colours and their stops.
        ///   - startPoint: Where the gradient starts.
        ///   - endPoint: Where it ends.
        ///   - options: How it extends past its ends.
        /// - Returns: The shading.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: "linear gradient")
        }

        /// A radial gradient around a point.
        ///
        /// - Parameters:
        ///   - gradient: The colours and their stops.
        ///   - center: The gradient's centre.
        ///   - startRadius: The radius where it starts.
        ///   - endRadius: The radius where it ends.
        ///   - options: How it extends past its ends.
        /// - Returns: The shading.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: "radial gradient")
        }

        /// A conic gradient around a point.
        ///
        /// - Parameters:
        ///   - gradient: The colours and their stops.
        ///   - center: The gradient's centre.
        ///   - angle: Where the gradient starts.
        ///   - options: How it extends past its ends.
        /// - Returns: The shading.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: "conic gradient")
        }

        /// An image repeated as tiles.
        ///
        /// - Parameters:
        ///   - image: The tile.
        ///   - origin: Where the first tile is placed.
        ///   - sourceRect: The part of the image used, in unit coordinates.
        ///   - scale: The tile's scale.
        /// - Returns: The shading.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            Shading(description: "tiled image")
        }
    }

    /// How a gradient extends past its ends.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The gradient repeats past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// The gradient repeats, mirrored, past its ends.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Colours are interpolated in a linear colour space.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
