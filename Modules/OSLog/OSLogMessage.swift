import Foundation

/// The message of a log call: a string literal with interpolated values, each with its privacy,
/// format and alignment (`"Saved \(count) notes for \(user, privacy: .private)"`). The values are
/// read when the message is logged.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The literal text and the interpolated values, in order.
    let interpolation: OSLogInterpolation

    /// A message from a literal with interpolations.
    ///
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// A message of literal text.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as a log line shows it: private values redacted.
    var text: String {
        interpolation.parts.map { $0() }.joined()
    }
}

/// The parts of an ``OSLogMessage`` as its literal is read: text, and values with how each is
/// written (`privacy:`, `format:`, `align:`).
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// Each part's text as a log line shows it, computed when the message is logged.
    var parts: [() -> String] = []

    /// Room for a literal of `literalCapacity` bytes and `interpolationCount` values.
    ///
    /// - Parameters:
    ///   - literalCapacity: The literal text's length.
    ///   - interpolationCount: The number of values.
    public init(literalCapacity: Int, interpolationCount: Int) {
        parts.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Appends literal text.
    ///
    /// - Parameter literal: The text.
    public mutating func appendLiteral(_ literal: String) {
        parts.append { literal }
    }

    /// Appends a string (private unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - argumentString: The string.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        parts.append { align.apply(to: privacy.apply(to: argumentString(), isPublicByDefault: false)) }
    }

    /// Appends a value by its description (private unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        parts.append { align.apply(to: privacy.apply(to: value().description, isPublicByDefault: false)) }
    }

    /// Appends an `Int` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int8` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int16` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int32` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int64` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt8` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt16` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt32` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt64` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    private mutating func appendFloat(
        _ number: @escaping () -> Double, format: OSLogFloatFormatting, align: OSLogStringAlignment,
        privacy: OSLogPrivacy
    ) {
        parts.append { align.apply(to: privacy.apply(to: format.text(of: number()), isPublicByDefault: true)) }
    }

    private mutating func appendInteger<T: BinaryInteger>(
        _ number: @escaping () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment,
        privacy: OSLogPrivacy
    ) {
        parts.append { align.apply(to: privacy.apply(to: format.text(of: number()), isPublicByDefault: true)) }
    }

    /// Appends a `Double` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - format: Fixed, exponential or hybrid notation.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendFloat(number, format: format, align: align, privacy: privacy)
    }

    /// Appends a `Float` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - format: Fixed, exponential or hybrid notation.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendFloat({ Double(number()) }, format: format, align: align, privacy: privacy)
    }

    /// Appends a `CGFloat` (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - format: Fixed, exponential or hybrid notation.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendFloat({ Double(number()) }, format: format, align: align, privacy: privacy)
    }

    /// Appends a Boolean (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - boolean: The Boolean.
    ///   - format: `true`/`false` or `YES`/`NO`.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        parts.append { privacy.apply(to: format.text(of: boolean()), isPublicByDefault: true) }
    }

    /// Appends a type's name (public unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - value: The type.
    ///   - align: Its alignment in a column.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        parts.append { align.apply(to: privacy.apply(to: String(describing: value()), isPublicByDefault: true)) }
    }

    /// Appends an object by its description (private unless `privacy` says otherwise).
    ///
    /// - Parameters:
    ///   - argumentObject: The object.
    ///   - privacy: Whether it is shown.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        parts.append { privacy.apply(to: argumentObject().description, isPublicByDefault: false) }
    }
}
