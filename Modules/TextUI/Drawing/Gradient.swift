import Foundation

/// Colours along a line, each at a location from 0 to 1 (not rendered; its stops are kept).
public struct Gradient: ShapeStyle, Hashable {
    /// A colour at a location of a gradient.
    public struct Stop: Sendable, Hashable {
        /// The colour.
        public var color: Color
        /// Where the colour is, from 0 (the start) to 1 (the end).
        public var location: CGFloat

        /// A stop.
        ///
        /// - Parameters:
        ///   - color: The colour.
        ///   - location: Where the colour is, from 0 to 1.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// How colours between stops are interpolated (not rendered).
    public struct ColorSpace: Sendable, Hashable {
        let name: String
        /// Interpolated in the device's colour space.
        public static let device = ColorSpace(name: "device")
        /// Interpolated so that steps look even.
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient's stops, in order.
    public var stops: [Stop]

    /// A gradient of stops.
    ///
    /// - Parameter stops: The stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of colours spread evenly from 0 to 1.
    ///
    /// - Parameter colors: The colours; one colour sits at 0, several are spread at even steps.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// The same gradient, interpolated in another colour space (not rendered).
    ///
    /// - Parameter space: The colour space.
    /// - Returns: A gradient of the same stops.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

/// A gradient whose type is hidden: what `Color.gradient` gives (not rendered).
public struct AnyGradient: ShapeStyle, Hashable {
    /// The gradient.
    let gradient: Gradient

    /// Hides the type of `gradient`.
    ///
    /// - Parameter gradient: The gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// The same gradient, interpolated in another colour space (not rendered).
    ///
    /// - Parameter space: The colour space.
    /// - Returns: This gradient.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

extension Color {
    /// A gentle gradient of this colour, from a lighter to a darker tone of it (its stops are
    /// this colour at three opacities, as text output has no tones).
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [self.opacity(0.85), self, self.opacity(0.85)]))
    }
}
