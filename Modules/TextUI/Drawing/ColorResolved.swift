import Foundation

extension Color {
    /// A colour's concrete components: what `Color.resolve(in:)` gives. As in SwiftUI they are
    /// kept in linear sRGB (extended range); ``red``, ``green`` and ``blue`` are their
    /// gamma-encoded sRGB form.
    public struct Resolved: ShapeStyle, Hashable, CustomStringConvertible {
        /// The red component in linear sRGB.
        public var linearRed: Float
        /// The green component in linear sRGB.
        public var linearGreen: Float
        /// The blue component in linear sRGB.
        public var linearBlue: Float
        /// The opacity, from 0 (clear) to 1 (opaque).
        public var opacity: Float

        /// Components in a colour space, converted to linear sRGB as SwiftUI converts them.
        ///
        /// - Parameters:
        ///   - colorSpace: The components' space (`.sRGB` by default; Display P3 components are
        ///     converted to sRGB, so they may fall outside 0...1).
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - opacity: The opacity (1 by default).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            switch colorSpace {
            case .sRGB:
                (linearRed, linearGreen, linearBlue) = (Self.linear(red), Self.linear(green), Self.linear(blue))
            case .sRGBLinear:
                (linearRed, linearGreen, linearBlue) = (red, green, blue)
            case .displayP3:
                let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
                // Linear Display P3 to linear sRGB (both D65).
                linearRed = 1.2249 * r - 0.2247 * g
                linearGreen = -0.0420 * r + 1.0419 * g
                linearBlue = -0.0197 * r - 0.0786 * g + 1.0979 * b
            }
            self.opacity = opacity
        }

        /// The red component, gamma-encoded sRGB (setting it sets ``linearRed``).
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }
        /// The green component, gamma-encoded sRGB (setting it sets ``linearGreen``).
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }
        /// The blue component, gamma-encoded sRGB (setting it sets ``linearBlue``).
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// The components as a Core Graphics colour.
        public var cgColor: CGColor {
            CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }

        /// The components as `#RRGGBBAA`, each the sRGB component times 255 rounded half up, as
        /// SwiftUI writes them (out-of-range components are written clamped to 0...1).
        public var description: String {
            "#"
                + [red, green, blue, opacity].map { String(format: "%02X", Int(max(0, min(1, $0)) * 255 + 0.5)) }
                .joined()
        }

        /// A gamma-encoded component made linear (the sRGB curve, odd-symmetric for extended
        /// range, computed as SwiftUI computes it).
        static func linear(_ value: Float) -> Float {
            let magnitude = abs(value)
            let result: Float
            if magnitude <= 0.040_45 {
                result = magnitude * (1 / 12.92)
            } else if magnitude == 1 {
                result = 1
            } else {
                result = powf(magnitude * (1 / 1.055) + 0.055 * (1 / 1.055), 2.4)
            }
            return value < 0 ? -result : result
        }

        /// A linear component gamma-encoded (the sRGB curve, odd-symmetric for extended range).
        static func encoded(_ value: Float) -> Float {
            let magnitude = abs(value)
            let result: Float
            if magnitude <= 0.003_130_8 {
                result = magnitude * 12.92
            } else if magnitude == 1 {
                result = 1
            } else {
                result = powf(magnitude, 1 / 2.4) * 1.055 - 0.055
            }
            return value < 0 ? -result : result
        }
    }
}
