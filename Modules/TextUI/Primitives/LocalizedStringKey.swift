/// A string literal used as a title, with SwiftUI's interpolations (`specifier:` for numbers).
/// Text output is not localized: the key is the text.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let resolved: String

    /// A key from a string.
    public init(_ value: String) {
        resolved = value
    }

    public init(stringLiteral value: String) {
        resolved = value
    }

    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.output
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

        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// A floating-point number, formatted as SwiftUI formats it (`%lf`: six decimals).
        public mutating func appendInterpolation(_ value: Double) {
            output += String(format: "%lf", value)
        }

        /// A floating-point number, formatted as SwiftUI formats it (`%f`: six decimals).
        public mutating func appendInterpolation(_ value: Float) {
            output += String(format: "%f", value)
        }

        /// A number formatted with a `printf` specifier, such as `"%.1f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// A value formatted by a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            output += format.format(value)
        }

        /// An image inside text: text output has no pictures, so it adds nothing.
        public mutating func appendInterpolation(_ image: Image) {}

        /// Another text's content.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.content
        }
    }
}
