/// A color or other fill. Text output has no colors; styles exist so SwiftUI code compiles.
public protocol ShapeStyle: Sendable {}

/// A color. As a view it fills its space, which in text output is nothing.
public struct Color: ShapeStyle, Hashable {
    let name: String

    /// A named color from the asset catalog.
    public init(_ name: String) {
        self.name = name
    }

    /// A color from red, green and blue components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = "rgb(\(red), \(green), \(blue), \(opacity))"
    }

    /// A shade of gray.
    public init(white: Double, opacity: Double = 1) {
        self.name = "white(\(white), \(opacity))"
    }

    /// The same color with an opacity.
    public func opacity(_ opacity: Double) -> Color { self }
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color("primary") }
    public static var secondary: Color { Color("secondary") }
    public static var accentColor: Color { Color("accent") }
    public static var red: Color { Color("red") }
    public static var orange: Color { Color("orange") }
    public static var yellow: Color { Color("yellow") }
    public static var green: Color { Color("green") }
    public static var mint: Color { Color("mint") }
    public static var teal: Color { Color("teal") }
    public static var cyan: Color { Color("cyan") }
    public static var blue: Color { Color("blue") }
    public static var indigo: Color { Color("indigo") }
    public static var purple: Color { Color("purple") }
    public static var pink: Color { Color("pink") }
    public static var brown: Color { Color("brown") }
    public static var gray: Color { Color("gray") }
    public static var black: Color { Color("black") }
    public static var white: Color { Color("white") }
    public static var clear: Color { Color("clear") }
}

/// A level of prominence for foreground content (not rendered).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// A translucent background material (not rendered).
public struct Material: ShapeStyle {
    let name: String
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(name: "ultraThin") }
    public static var thinMaterial: Material { Material(name: "thin") }
    public static var regularMaterial: Material { Material(name: "regular") }
    public static var thickMaterial: Material { Material(name: "thick") }
    public static var bar: Material { Material(name: "bar") }
}

/// The fill rule of a shape (not rendered).
public struct FillStyle: Sendable, Equatable {
    /// Whether the even-odd rule fills the shape.
    public var isEOFilled: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
    }
}
