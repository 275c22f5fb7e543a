/// A font. Text output has one font; fonts exist so SwiftUI code compiles unchanged.
public struct Font: Sendable, Hashable {
    let name: String

    /// A font weight (not rendered).
    public struct Weight: Sendable, Hashable {
        let value: Int
        /// The `ultraLight` font weight.
        public static let ultraLight = Weight(value: 100)
        /// The `thin` font weight.
        public static let thin = Weight(value: 200)
        /// The `light` font weight.
        public static let light = Weight(value: 300)
        /// The `regular` font weight.
        public static let regular = Weight(value: 400)
        /// The `medium` font weight.
        public static let medium = Weight(value: 500)
        /// The `semibold` font weight.
        public static let semibold = Weight(value: 600)
        /// The `bold` font weight.
        public static let bold = Weight(value: 700)
        /// The `heavy` font weight.
        public static let heavy = Weight(value: 800)
        /// The `black` font weight.
        public static let black = Weight(value: 900)
    }

    /// A font's role in a text hierarchy (not rendered).
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A typeface design (not rendered).
    public enum Design: Sendable, Hashable {
        case `default`, serif, rounded, monospaced
    }

    /// The `largeTitle` text style's font.
    public static let largeTitle = Font(name: "largeTitle")
    /// The `title` text style's font.
    public static let title = Font(name: "title")
    /// The `title2` text style's font.
    public static let title2 = Font(name: "title2")
    /// The `title3` text style's font.
    public static let title3 = Font(name: "title3")
    /// The `headline` text style's font.
    public static let headline = Font(name: "headline")
    /// The `subheadline` text style's font.
    public static let subheadline = Font(name: "subheadline")
    /// The `body` text style's font.
    public static let body = Font(name: "body")
    /// The `callout` text style's font.
    public static let callout = Font(name: "callout")
    /// The `footnote` text style's font.
    public static let footnote = Font(name: "footnote")
    /// The `caption` text style's font.
    public static let caption = Font(name: "caption")
    /// The `caption2` text style's font.
    public static let caption2 = Font(name: "caption2")

    /// A system font of a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system")
    }

    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "system")
    }

    /// A font by name.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }

    /// The same font, bold.
    public func bold() -> Font { self }
    /// The same font, italic.
    public func italic() -> Font { self }
    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font { self }
    /// The same font, monospaced.
    public func monospaced() -> Font { self }
    /// The same font with monospaced digits.
    public func monospacedDigit() -> Font { self }
}
