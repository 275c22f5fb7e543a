/// A string literal used as a title, with SwiftUI's interpolations (`specifier:` for numbers).
/// Text output is not localized: the key is the text. As in SwiftUI, the literal's inline Markdown
/// shows as its characters (`"**Bold** and [a link](https://swift.org)"` shows `Bold and a link`,
/// as SwiftUI reads it); interpolated values show as they are.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let resolved: String
    /// The text the key shows, for the framework shims that take a key as a label (Charts' values).
    package var string: String { resolved }
    /// True when the literal is strong throughout (`"**Title**"`).
    let isStrong: Bool

    /// A key from a string, shown as written (there are no localization tables), its Markdown read.
    ///
    /// - Parameter value: The string.
    public init(_ value: String) {
        (resolved, isStrong) = InlineMarkdown.render(value)
    }

    public init(stringLiteral value: String) {
        (resolved, isStrong) = InlineMarkdown.render(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        (resolved, isStrong) = InlineMarkdown.render(stringInterpolation.output)
    }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// A value of any type, as `String(describing:)` writes it.
        ///
        /// - Parameter value: The value.
        public mutating func appendInterpolation<T>(_ value: T) {
            output += InlineMarkdown.escaped(String(describing: value))
        }

        /// A floating-point number, formatted as SwiftUI formats it (`%lf`: six decimals).
        ///
        /// - Parameter value: The number.
        public mutating func appendInterpolation(_ value: Double) {
            output += String(format: "%lf", value)
        }

        /// A floating-point number, formatted as SwiftUI formats it (`%f`: six decimals).
        ///
        /// - Parameter value: The number.
        public mutating func appendInterpolation(_ value: Float) {
            output += String(format: "%f", value)
        }

        /// A number formatted with a `printf` specifier.
        ///
        /// ```swift
        /// let rating = 8.456
        /// let text = Text("Rating: \(rating, specifier: "%.1f")")  // Rating: 8.5
        /// ```
        ///
        /// - Parameters:
        ///   - value: The number.
        ///   - specifier: The format, such as `"%.1f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += InlineMarkdown.escaped(String(format: specifier, value))
        }

        /// A value formatted by a format style.
        ///
        /// - Parameters:
        ///   - value: The value.
        ///   - format: The style, such as `.number`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            output += InlineMarkdown.escaped(format.format(value))
        }

        /// An image inside text: text output has no pictures, so it adds nothing.
        ///
        /// - Parameter image: The image.
        public mutating func appendInterpolation(_ image: Image) {}

        /// Another text's content.
        ///
        /// - Parameter text: The text.
        public mutating func appendInterpolation(_ text: Text) {
            output += InlineMarkdown.escaped(text.content)
        }
    }
}
