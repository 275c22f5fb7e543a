import Foundation

extension Text {
    /// Shows an image inline: an image renders nothing in text output, so the text is empty.
    ///
    /// - Parameter image: The image.
    public init(_ image: Image) {
        self.init(verbatim: "")
    }

    /// The same text (widths are not rendered in text output).
    ///
    /// - Parameter width: The font width, or nil for the inherited one; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// The same text (text scales are not rendered in text output).
    ///
    /// - Parameters:
    ///   - scale: The scale (`.secondary` for smaller text).
    ///   - isEnabled: Whether the scale applies (true by default).
    /// - Returns: This text, unchanged.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

    /// The same text (languages do not change text output).
    ///
    /// - Parameters:
    ///   - language: The language to lay the text out for.
    ///   - isEnabled: Whether the language applies (true by default).
    /// - Returns: This text, unchanged.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }

    /// The same text (languages do not change text output).
    ///
    /// - Parameters:
    ///   - language: The language to lay the text out for (`.automatic`, or `.explicit(_:)`).
    ///   - isEnabled: Whether the language applies (true by default).
    /// - Returns: This text, unchanged.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }

    /// A line drawn through or under text (not rendered).
    public struct LineStyle: Sendable, Hashable {
        /// The line's pattern.
        public let pattern: Pattern
        /// The line's colour, or nil for the text's.
        public let color: Color?

        /// A line style.
        ///
        /// - Parameters:
        ///   - pattern: The pattern (solid by default).
        ///   - color: The colour, or nil for the text's.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line.
        public static let single = LineStyle()

        /// The pattern of a line.
        public struct Pattern: Sendable, Hashable {
            let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// Dots.
            public static let dot = Pattern(name: "dot")
            /// Dashes.
            public static let dash = Pattern(name: "dash")
            /// Dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash and two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }

    /// The scale of text relative to the text style (not rendered).
    public struct Scale: Sendable, Hashable {
        let name: String
        /// The text style's size.
        public static let `default` = Scale(name: "default")
        /// Smaller, for secondary text.
        public static let secondary = Scale(name: "secondary")
    }
}
