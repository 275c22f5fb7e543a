import Foundation
import TextUI

/// What `pick` sets a date or color picker to, read from the text alone: a date in ISO 8601
/// (`2026-03-14`, `2026-03-14T09:30`, `2026-03-14T09:30:15.5+01:00`; UTC unless a zone is given),
/// or a color, `#RRGGBB`, `#RRGGBBAA` (as a color picker shows it) or by name (`red`, `accentColor`).
enum PickedValue: Equatable, Sendable {
    /// A moment.
    case date(Date)
    /// A color of `Color`'s own, by its name there (`red`).
    case namedColor(String)
    /// An sRGB color: red, green, blue and opacity, each from 0 to 255.
    case rgbColor([Int])

    /// The usage of the value.
    static let usage = "DATE|COLOR"

    /// The forms a value takes, for errors and help.
    static let forms =
        "a date (2026-03-14 or 2026-03-14T09:30:00Z, UTC unless a zone is given) or a color "
        + "(#RRGGBB, #RRGGBBAA or a name: red, blue, …)"

    /// The colors `Color` names, as it names them.
    static var colors: [(name: String, color: Color)] {
        [
            ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
            ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
            ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white),
            ("clear", .clear), ("primary", .primary), ("secondary", .secondary), ("accentColor", .accentColor),
        ]
    }

    /// The value `text` writes; nil when it is neither form.
    init?(_ text: String) {
        guard text.utf8.count <= 40 else { return nil }
        if text.hasPrefix("#") {
            guard let components = Self.hexComponents(text.dropFirst()) else { return nil }
            self = .rgbColor(components.count == 3 ? components + [255] : components)
        } else if text.first?.isASCII == true, text.first?.isNumber == true {
            guard let date = Self.date(text) else { return nil }
            self = .date(date)
        } else if let name = Self.colors.first(where: { $0.name.lowercased() == text.lowercased() })?.name {
            self = .namedColor(name)
        } else {
            return nil
        }
    }

    /// True for a color (a date otherwise).
    var isColor: Bool {
        if case .date = self { return false }
        return true
    }

    /// The color, for a color.
    var color: Color? {
        switch self {
        case .date: nil
        case .namedColor(let name): Self.colors.first { $0.name == name }?.color
        case .rgbColor(let parts):
            Color(
                red: Double(parts[0]) / 255, green: Double(parts[1]) / 255, blue: Double(parts[2]) / 255,
                opacity: Double(parts[3]) / 255)
        }
    }

    /// The value as Swift code: `Date(timeIntervalSince1970: …)`, `.red`, `Color(red: 1, …)`.
    var code: String {
        switch self {
        case .date(let date):
            return "Date(timeIntervalSince1970: \(NumberArgument.written(date.timeIntervalSince1970)))"
        case .namedColor(let name): return "." + name
        case .rgbColor(let parts):
            func fraction(_ part: Int) -> String { part == 0 ? "0" : part == 255 ? "1" : "\(part) / 255" }
            return "Color(red: \(fraction(parts[0])), green: \(fraction(parts[1])), blue: \(fraction(parts[2]))"
                + (parts[3] == 255 ? "" : ", opacity: \(fraction(parts[3]))") + ")"
        }
    }

    /// Red, green, blue (and opacity) from 6 (or 8) hexadecimal digits.
    private static func hexComponents(_ digits: Substring) -> [Int]? {
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        var parts: [Int] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            guard let part = Int(digits[index..<next], radix: 16) else { return nil }
            parts.append(part)
            index = next
        }
        return parts
    }

    /// The moment an ISO 8601 date writes: a day (`2026-03-14`, its midnight), or a day and a time
    /// after `T` (`09:30`, `09:30:15`, `09:30:15.25`), then `Z`, `±HH:MM`, `±HHMM` or `±HH`; UTC
    /// when no zone is given. Nil for any other text, or a day or time that does not exist.
    static func date(_ text: String) -> Date? {
        let halves = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        guard let day = numbers(halves[0], separator: "-", widths: [4, 2, 2]) else { return nil }
        var time = [0, 0, 0]
        var fraction = 0.0
        var offset = 0
        if halves.count == 2 {
            var clock = halves[1]
            if clock.hasSuffix("Z") {
                clock = clock.dropLast()
            } else if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
                guard let zone = zoneOffset(clock[sign...]) else { return nil }
                offset = zone
                clock = clock[..<sign]
            }
            if let dot = clock.firstIndex(of: ".") {
                let digits = clock[clock.index(after: dot)...]
                guard (1...9).contains(digits.count), digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                    let value = Double("0." + digits)
                else { return nil }
                fraction = value
                clock = clock[..<dot]
            }
            guard
                let parts = numbers(clock, separator: ":", widths: [2, 2, 2])
                    ?? numbers(clock, separator: ":", widths: [2, 2])
            else { return nil }
            time = parts + (parts.count == 2 ? [0] : [])
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let components = DateComponents(
            year: day[0], month: day[1], day: day[2], hour: time[0], minute: time[1], second: time[2])
        guard let date = calendar.date(from: components) else { return nil }
        // A day or time that does not exist (2026-02-30, 25:00) comes back as another one.
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard back.year == day[0], back.month == day[1], back.day == day[2], back.hour == time[0],
            back.minute == time[1], back.second == time[2]
        else { return nil }
        return date.addingTimeInterval(fraction - Double(offset))
    }

    /// `+01:00`, `-0530` or `+01` as seconds east of UTC.
    private static func zoneOffset(_ text: Substring) -> Int? {
        let body = text.dropFirst()
        let parts: [Int]
        if let split = numbers(body, separator: ":", widths: [2, 2]) {
            parts = split
        } else if let whole = numbers(body, separator: ":", widths: [4]) {
            parts = [whole[0] / 100, whole[0] % 100]
        } else if let hours = numbers(body, separator: ":", widths: [2]) {
            parts = hours + [0]
        } else {
            return nil
        }
        guard parts[0] < 24, parts[1] < 60 else { return nil }
        return (text.first == "-" ? -1 : 1) * (parts[0] * 3600 + parts[1] * 60)
    }

    /// The numbers `text` holds between separators, each of its width in ASCII digits; nil otherwise.
    private static func numbers(_ text: Substring, separator: Character, widths: [Int]) -> [Int]? {
        let pieces = text.split(separator: separator, omittingEmptySubsequences: false)
        guard pieces.count == widths.count else { return nil }
        var values: [Int] = []
        for (piece, width) in zip(pieces, widths) {
            guard piece.count == width, piece.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(piece) else {
                return nil
            }
            values.append(value)
        }
        return values
    }
}
