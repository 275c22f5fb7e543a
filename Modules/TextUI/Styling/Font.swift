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

    /// A font width (not rendered).
    public struct Width: Sendable, Hashable {
        /// The width, as a proportion (0 is standard).
        public var value: CGFloat

        /// A width from its value.
        ///
        /// - Parameter value: The width (0 standard; negative narrower, positive wider).
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// A font's line spacing (not rendered).
    public enum Leading: Sendable, Hashable {
        /// The font's own spacing, less, or more.
        case standard, tight, loose
    }

    /// A font's role in a text hierarchy (not rendered).
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        /// From largest to smallest: a screen's title, titles of three levels, a heading and subheading, body text,
        /// a callout, a footnote and two captions (all drawn alike in text output).
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A typeface design (not rendered).
    public enum Design: Sendable, Hashable {
        /// The system's standard design, or a serif, rounded or monospaced one (all drawn in the terminal's font).
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

    /// True for the fonts of titles and headlines, which a styled rendering shows as headings.
    var isHeading: Bool {
        ["largeTitle", "title", "title2", "title3", "headline"].contains(name)
    }

    /// A system font of a size.
    ///
    /// - Parameters:
    ///   - size: The point size; accepted, no effect on the text.
    ///   - weight: The weight, or nil for the regular one; accepted, no effect on the text.
    ///   - design: The design, or nil for the default one; accepted, no effect on the text.
    /// - Returns: The system font, equal to every other system font whatever the arguments.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system")
    }

    /// A system font for a text style.
    ///
    /// - Parameters:
    ///   - style: The text style; accepted, no effect on the text.
    ///   - design: The design, or nil for the default one; accepted, no effect on the text.
    ///   - weight: The weight, or nil for the style's own; accepted, no effect on the text.
    /// - Returns: The system font, equal to every other system font whatever the arguments.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "system")
    }

    /// A font by name.
    ///
    /// - Parameters:
    ///   - name: The font's name; it tells fonts apart, but no font is loaded.
    ///   - size: The point size; accepted, no effect on the text.
    /// - Returns: A font named `name`, drawn as the terminal's one font.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }

    /// A font by name that scales with a text style.
    ///
    /// - Parameters:
    ///   - name: The font's name; it tells fonts apart, but no font is loaded.
    ///   - size: The point size at the default text size; accepted, no effect on the text.
    ///   - textStyle: The text style it scales with; accepted, no effect on the text.
    /// - Returns: A font named `name`, drawn as the terminal's one font.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(name: name)
    }

    /// A font by name of a fixed size.
    ///
    /// - Parameters:
    ///   - name: The font's name; it tells fonts apart, but no font is loaded.
    ///   - fixedSize: The point size, whatever the text size; accepted, no effect on the text.
    /// - Returns: A font named `name`, drawn as the terminal's one font.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name) }

    /// The same font, bold.
    ///
    /// - Returns: This font, unchanged: text output has one font.
    public func bold() -> Font { self }
    /// The same font, italic.
    ///
    /// - Returns: This font, unchanged: text output has one font.
    public func italic() -> Font { self }
    /// The same font with another weight.
    ///
    /// - Parameter weight: The weight; accepted, no effect on the text.
    /// - Returns: This font, unchanged: text output has one font.
    public func weight(_ weight: Weight) -> Font { self }
    /// The same font, monospaced.
    ///
    /// - Returns: This font, unchanged: text output is monospaced already.
    public func monospaced() -> Font { self }
    /// The same font with another width.
    ///
    /// - Parameter width: The width; accepted, no effect on the text.
    /// - Returns: This font, unchanged: text output has one font.
    public func width(_ width: Width) -> Font { self }
    /// The same font with another line spacing.
    ///
    /// - Parameter leading: The spacing; accepted, no effect on the text.
    /// - Returns: This font, unchanged: text output has one font.
    public func leading(_ leading: Leading) -> Font { self }
    /// The same font in small capitals.
    ///
    /// - Returns: This font, unchanged: text output has one font.
    public func smallCaps() -> Font { self }
    /// The same font with lowercase letters in small capitals.
    ///
    /// - Returns: This font, unchanged: text output has one font.
    public func lowercaseSmallCaps() -> Font { self }
    /// The same font with uppercase letters in small capitals.
    ///
    /// - Returns: This font, unchanged: text output has one font.
    public func uppercaseSmallCaps() -> Font { self }
    /// The same font with monospaced digits.
    ///
    /// - Returns: This font, unchanged: text output is monospaced already.
    public func monospacedDigit() -> Font { self }
}
