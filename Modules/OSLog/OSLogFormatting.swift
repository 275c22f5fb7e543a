import Foundation

/// How an interpolated integer is written: decimal, hexadecimal or octal.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal digits.
    public static let decimal = decimal(explicitPositiveSign: false, minDigits: 0)
    /// Hexadecimal digits, without a prefix.
    public static let hex = hex(explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Octal digits, without a prefix.
    public static let octal = octal(explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

    /// Decimal digits.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - minDigits: The fewest digits (zeros in front).
    /// - Returns: The format.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits)
    }

    /// Hexadecimal digits.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - includePrefix: Whether the digits follow `0x`.
    ///   - uppercase: Whether the digits are uppercase.
    ///   - minDigits: The fewest digits (zeros in front).
    /// - Returns: The format.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits)
    }

    /// Octal digits.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - includePrefix: Whether the digits follow `0o`.
    ///   - uppercase: Accepted for symmetry with `hex`.
    ///   - minDigits: The fewest digits (zeros in front).
    /// - Returns: The format.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits)
    }

    /// `number` written in this format.
    func text<Number: BinaryInteger>(of number: Number) -> String {
        var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : "0o") + digits }
        if number < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Equatable, Sendable {
    enum Notation: Equatable, Sendable { case fixed, exponential, hybrid }
    let notation: Notation
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point notation with six decimals (`%f`).
    public static let fixed = fixed(explicitPositiveSign: false, uppercase: false)
    /// Exponential notation (`%e`).
    public static let exponential = exponential(explicitPositiveSign: false, uppercase: false)
    /// Fixed or exponential, whichever is shorter (`%g`).
    public static let hybrid = hybrid(explicitPositiveSign: false, uppercase: false)

    /// Fixed-point notation.
    ///
    /// - Parameters:
    ///   - precision: The number of decimals.
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - uppercase: Whether letters (`INF`) are uppercase.
    /// - Returns: The format.
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point notation with six decimals.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - uppercase: Whether letters (`INF`) are uppercase.
    /// - Returns: The format.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential notation.
    ///
    /// - Parameters:
    ///   - precision: The number of decimals.
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - uppercase: Whether the exponent's `e` is uppercase.
    /// - Returns: The format.
    public static func exponential(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign,
            uppercase: uppercase)
    }

    /// Exponential notation with six decimals.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - uppercase: Whether the exponent's `e` is uppercase.
    /// - Returns: The format.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            notation: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or exponential notation, whichever is shorter.
    ///
    /// - Parameters:
    ///   - precision: The number of significant digits.
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - uppercase: Whether the exponent's `e` is uppercase.
    /// - Returns: The format.
    public static func hybrid(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or exponential notation, whichever is shorter.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether a positive number gets a `+`.
    ///   - uppercase: Whether the exponent's `e` is uppercase.
    /// - Returns: The format.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `number` written in this format, as `printf` writes it.
    func text(of number: Double) -> String {
        let conversion: String
        switch notation {
        case .fixed: conversion = uppercase ? "F" : "f"
        case .exponential: conversion = uppercase ? "E" : "e"
        case .hybrid: conversion = uppercase ? "G" : "g"
        }
        let format =
            "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\(max(0, min($0, 64)))" } ?? "")
            + conversion
        return String(format: format, number)
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Equatable, Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    func text(of value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}

/// How an interpolated value is aligned in a column of a fixed width.
public struct OSLogStringAlignment: Equatable, Sendable {
    let columns: Int
    let isLeft: Bool

    /// No alignment: the value's own width.
    public static let none = OSLogStringAlignment(columns: 0, isLeft: false)

    /// The value at the right of `columns` characters (spaces in front).
    ///
    /// - Parameter columns: The column's width.
    /// - Returns: The alignment.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: false)
    }

    /// The value at the left of `columns` characters (spaces after).
    ///
    /// - Parameter columns: The column's width.
    /// - Returns: The alignment.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: true)
    }

    /// `text` padded to the column's width.
    func apply(to text: String) -> String {
        let padding = String(repeating: " ", count: max(0, min(columns, 4096) - text.count))
        return isLeft ? text + padding : padding + text
    }
}
