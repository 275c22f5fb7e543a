/// A font. Text output has one font; fonts exist so SwiftUI code compiles unchanged.
public struct Font: Sendable, Equatable {
    let name: String

    /// A font weight.
    public struct Weight: Sendable, Equatable {
        let value: Int
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
    }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    /// A system font of a size.
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font { Font(name: "system") }

    /// The same font, bold.
    public func bold() -> Font { self }
}

/// A color or other fill. Text output has no colors; styles exist so SwiftUI code compiles.
public protocol ShapeStyle: Sendable {}

/// A color.
public struct Color: ShapeStyle, Equatable {
    let name: String
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color(name: "primary") }
    public static var secondary: Color { Color(name: "secondary") }
    public static var accentColor: Color { Color(name: "accent") }
    public static var red: Color { Color(name: "red") }
    public static var orange: Color { Color(name: "orange") }
    public static var yellow: Color { Color(name: "yellow") }
    public static var green: Color { Color(name: "green") }
    public static var blue: Color { Color(name: "blue") }
    public static var gray: Color { Color(name: "gray") }
    public static var black: Color { Color(name: "black") }
    public static var white: Color { Color(name: "white") }
}

/// Horizontal placement of lines in a column.
public enum HorizontalAlignment: Sendable, Equatable {
    case leading, center, trailing
}

/// Vertical placement of blocks in a row.
public enum VerticalAlignment: Sendable, Equatable {
    case top, center, bottom
}

/// Placement in both directions.
public struct Alignment: Sendable, Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
}
