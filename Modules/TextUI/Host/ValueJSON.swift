import Foundation

/// The JSON that the host, and the tools built on it, write values as: compact, keys sorted,
/// slashes as they are, dates as ISO 8601 in UTC (`"2026-12-04T00:00:00Z"`, with fractions of a
/// second when the date has them). The same value always reads as the same text, so exported
/// values compare as text.
public enum ValueJSON {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ValueDates.text(of: date))
        }
        return encoder
    }()

    /// `value` as JSON text.
    ///
    /// - Parameter value: Any encodable value.
    /// - Returns: Its JSON, e.g. `{"id":1,"title":"Alien"}`.
    /// - Throws: The encoder's error when the value cannot be encoded (a non-finite number).
    public static func text(of value: any Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A decoder for the JSON values are written as, which reads a date as ISO 8601 (a day alone,
    /// `"2026-12-04"`, is its midnight in UTC), as `"now"` or an offset from now (`"+1d"`,
    /// `"-2h"`, `"+30m"`, `"+10s"`, `"+1w"`), or as a number (seconds since 2001, `Date`'s own
    /// `Codable` form).
    ///
    /// - Parameter now: The time `"now"` and offsets count from (the host clock's, where there is one).
    /// - Returns: A new decoder.
    public static func decoder(now: @escaping @Sendable () -> Date = { Date() }) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let seconds = try? container.decode(Double.self) {
                return Date(timeIntervalSinceReferenceDate: seconds)
            }
            let text = try container.decode(String.self)
            guard let date = ValueDates.date(from: text, now: now()) else {
                throw ValueDates.NotADate(text: text, codingPath: decoder.codingPath)
            }
            return date
        }
        return decoder
    }

    /// `json` decoded as `type`, as ``decoder(now:)`` reads it.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - json: Its JSON text.
    /// - Returns: The value.
    /// - Throws: The decoder's error.
    public static func decode<Value: Decodable>(_ type: Value.Type, from json: String) throws -> Value {
        try decoder().decode(type, from: Data(json.utf8))
    }
}

/// Dates as the workbench reads and writes them: ISO 8601 in UTC.
enum ValueDates {
    /// A string where a date was expected that reads as none.
    struct NotADate: Error, CustomStringConvertible {
        let text: String
        let codingPath: [CodingKey]

        var description: String {
            var path = ""
            for key in codingPath {
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += path.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
            return "expected a date: ISO 8601 (2026-12-04, 2026-12-04T10:30:00Z), now, or an offset from now "
                + "(+1d, -2h) at \(path.isEmpty ? "the top level" : path), found \"\(text)\""
        }
    }

    /// `date` as ISO 8601 in UTC, with milliseconds when it has fractions of a second.
    static func text(of date: Date) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: !whole))
    }

    /// The date `text` stands for: ISO 8601 (with a time and a zone, or a day alone, its midnight in
    /// UTC), `now`, or an offset from `now` (`+1d`, `-2h`, `+30m`, `+10s`, `+1w`); nil for anything else.
    static func date(from text: String, now: Date) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text == "now" { return now }
        if let offset = offset(text) { return now.addingTimeInterval(offset) }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
            return date
        }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day())
    }

    /// `+1d`-style offsets, in seconds.
    private static func offset(_ text: String) -> TimeInterval? {
        guard let sign = text.first, sign == "+" || sign == "-", let unit = text.last else { return nil }
        let seconds: Double
        switch unit {
        case "s": seconds = 1
        case "m": seconds = 60
        case "h": seconds = 3600
        case "d": seconds = 86400
        case "w": seconds = 7 * 86400
        default: return nil
        }
        guard let count = Double(text.dropFirst().dropLast()), count.isFinite, abs(count) <= 1_000_000 else {
            return nil
        }
        return (sign == "-" ? -count : count) * seconds
    }
}
