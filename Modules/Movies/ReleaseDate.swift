/// The calendar day a movie came out, as plain year, month and day.
///
/// Its text and `Codable` form is TMDB's `"YYYY-MM-DD"`. Parsing is done by hand over the UTF-8
/// bytes (no `DateFormatter`, no time zones), so decoding large pages stays cheap. Dates compare
/// chronologically.
public struct ReleaseDate: Comparable, Hashable, Codable, Sendable, LosslessStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31 depending on the month and leap years.
    public let day: Int

    /// Creates a date when the components name a real day of the Gregorian calendar, nil otherwise.
    ///
    /// - Parameters:
    ///   - year: The year, 1...9999.
    ///   - month: The month, 1...12.
    ///   - day: The day of the month, valid for that month and year (February 29 only in leap years).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.numberOfDays(inMonth: month, ofYear: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `"YYYY-MM-DD"`; anything else, including `""`, gives nil.
    ///
    /// - Parameter description: The text to parse, e.g. `"1999-03-31"`.
    public init?(_ description: String) {
        guard let date = Self.parse(description.utf8) else { return nil }
        self = date
    }

    /// The `"YYYY-MM-DD"` form, zero-padded.
    public var description: String {
        Self.padded(year, width: 4) + "-" + Self.padded(month, width: 2) + "-" + Self.padded(day, width: 2)
    }

    /// Decodes from a `"YYYY-MM-DD"` string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not a string, or not a real `"YYYY-MM-DD"` date.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = ReleaseDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a release date as \"YYYY-MM-DD\", found \"\(text)\"."
            )
        }
        self = date
    }

    /// Encodes as a `"YYYY-MM-DD"` string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error when it cannot encode the string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Chronological order.
    ///
    /// - Parameters:
    ///   - lhs: A date.
    ///   - rhs: Another date.
    /// - Returns: True when `lhs` is an earlier day than `rhs`.
    public static func < (lhs: ReleaseDate, rhs: ReleaseDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func parse(_ bytes: String.UTF8View) -> ReleaseDate? {
        guard bytes.count == 10 else { return nil }
        var fields = (year: 0, month: 0, day: 0)
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case ..<4: fields.year = fields.year * 10 + digit
            case ..<7: fields.month = fields.month * 10 + digit
            default: fields.day = fields.day * 10 + digit
            }
        }
        return ReleaseDate(year: fields.year, month: fields.month, day: fields.day)
    }

    private static func numberOfDays(inMonth month: Int, ofYear year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year.isMultiple(of: 4) && !year.isMultiple(of: 100)) || year.isMultiple(of: 400)
    }

    private static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
