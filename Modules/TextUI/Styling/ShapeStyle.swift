/// A color or other fill. Text output has no colors; styles exist so SwiftUI code compiles.
public protocol ShapeStyle: Sendable {}

/// A color. As a view it fills its space, which in text output is nothing.
public struct Color: ShapeStyle, Hashable {
    let name: String

    /// A named color from the asset catalog.
    ///
    /// - Parameter name: The color's name; it tells colors apart, but nothing is looked up or drawn.
    public init(_ name: String) {
        self.name = name
    }

    /// A color from red, green and blue components.
    ///
    /// - Parameters:
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = "rgb(\(red), \(green), \(blue), \(opacity))"
    }

    /// A shade of gray.
    ///
    /// - Parameters:
    ///   - white: The brightness, from 0 (black) to 1 (white).
    ///   - opacity: The opacity, from 0 (clear) to 1 (opaque).
    public init(white: Double, opacity: Double = 1) {
        self.name = "white(\(white), \(opacity))"
    }

    /// The same color with an opacity.
    ///
    /// - Parameter opacity: The opacity, from 0 (clear) to 1 (opaque); accepted, no effect.
    /// - Returns: This color, unchanged.
    public func opacity(_ opacity: Double) -> Color { self }
}

extension ShapeStyle where Self == Color {
    /// The `primary` color.
    public static var primary: Color { Color("primary") }
    /// The `secondary` color.
    public static var secondary: Color { Color("secondary") }
    /// The `accentColor` color.
    public static var accentColor: Color { Color("accent") }
    /// The `red` color.
    public static var red: Color { Color("red") }
    /// The `orange` color.
    public static var orange: Color { Color("orange") }
    /// The `yellow` color.
    public static var yellow: Color { Color("yellow") }
    /// The `green` color.
    public static var green: Color { Color("green") }
    /// The `mint` color.
    public static var mint: Color { Color("mint") }
    /// The `teal` color.
    public static var teal: Color { Color("teal") }
    /// The `cyan` color.
    public static var cyan: Color { Color("cyan") }
    /// The `blue` color.
    public static var blue: Color { Color("blue") }
    /// The `indigo` color.
    public static var indigo: Color { Color("indigo") }
    /// The `purple` color.
    public static var purple: Color { Color("purple") }
    /// The `pink` color.
    public static var pink: Color { Color("pink") }
    /// The `brown` color.
    public static var brown: Color { Color("brown") }
    /// The `gray` color.
    public static var gray: Color { Color("gray") }
    /// The `black` color.
    public static var black: Color { Color("black") }
    /// The `white` color.
    public static var white: Color { Color("white") }
    /// The `clear` color.
    public static var clear: Color { Color("clear") }
}

/// A level of prominence for foreground content (not rendered).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The `tertiary` foreground level.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The `quaternary` foreground level.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// A translucent background material (not rendered).
public struct Material: ShapeStyle {
    let name: String
}

extension ShapeStyle where Self == Material {
    /// The `ultraThinMaterial` material.
    public static var ultraThinMaterial: Material { Material(name: "ultraThin") }
    /// The `thinMaterial` material.
    public static var thinMaterial: Material { Material(name: "thin") }
    /// The `regularMaterial` material.
    public static var regularMaterial: Material { Material(name: "regular") }
    /// The `thickMaterial` material.
    public static var thickMaterial: Material { Material(name: "thick") }
    /// The `bar` material.
    public static var bar: Material { Material(name: "bar") }
}

/// The fill rule of a shape (not rendered).
public struct FillStyle: Sendable, Equatable {
    /// Whether the even-odd rule fills the shape.
    public var isEOFilled: Bool

    /// A fill style.
    ///
    /// - Parameters:
    ///   - eoFill: Whether the even-odd rule fills the shape, rather than the non-zero winding rule.
    ///   - antialiased: Whether edges are smoothed; accepted and not kept.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
    }
}
