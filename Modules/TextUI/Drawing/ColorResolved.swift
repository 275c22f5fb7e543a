import Foundation

extension Color {
    /// A colour's concrete components, in sRGB: what `Color.resolve(in:)` gives.
    public struct Resolved: ShapeStyle, Hashable, CustomStringConvertible {
        /// The red component, from 0 to 1 (gamma-encoded sRGB).
        public var red: Float
        /// The green component, from 0 to 1 (gamma-encoded sRGB).
        public var green: Float
        /// The blue component, from 0 to 1 (gamma-encoded sRGB).
        public var blue: Float
        /// The opacity, from 0 (clear) to 1 (opaque).
        public var opacity: Float

        /// Components in a colour space, converted to sRGB.
        ///
        /// - Parameters:
        ///   - colorSpace: The components' space (`.sRGB` by default; linear components are
        ///     gamma-encoded, Display P3 ones are taken as sRGB).
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - opacity: The opacity (1 by default).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                (self.red, self.green, self.blue) = (Self.encoded(red), Self.encoded(green), Self.encoded(blue))
            } else {
                (self.red, self.green, self.blue) = (red, green, blue)
            }
            self.opacity = opacity
        }

        /// The red component without gamma (linear sRGB).
        public var linearRed: Float {
            get { Self.linear(red) }
            set { red = Self.encoded(newValue) }
        }
        /// The green component without gamma (linear sRGB).
        public var linearGreen: Float {
            get { Self.linear(green) }
            set { green = Self.encoded(newValue) }
        }
        /// The blue component without gamma (linear sRGB).
        public var linearBlue: Float {
            get { Self.linear(blue) }
            set { blue = Self.encoded(newValue) }
        }

        /// The components as a Core Graphics colour.
        public var cgColor: CGColor {
            CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }

        /// The components as `#RRGGBBAA`.
        public var description: String {
            "#"
                + [red, green, blue, opacity].map { String(format: "%02X", Int((max(0, min(1, $0)) * 255).rounded())) }
                .joined()
        }

        /// A gamma-encoded component made linear (the sRGB curve).
        static func linear(_ value: Float) -> Float {
            value <= 0.040_45 ? value / 12.92 : powf((value + 0.055) / 1.055, 2.4)
        }

        /// A linear component gamma-encoded (the sRGB curve).
        static func encoded(_ value: Float) -> Float {
            value <= 0.003_130_8 ? value * 12.92 : 1.055 * powf(value, 1 / 2.4) - 0.055
        }
    }
}
