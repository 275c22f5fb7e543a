import Foundation

/// How date pickers show and read dates: `1970-01-01 00:00`, in the Gregorian calendar and a time
/// zone, whatever the locale (text output is the same on every machine).
struct DateText {
    let calendar: Calendar

    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `date` as the parts `components` say: `1970-01-01`, `00:00`, `00:00:00`, or a date and a time.
    func string(_ date: Date, _ components: DatePickerComponents) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        var shown: [String] = []
        if components.contains(.date) || components.isEmpty {
            shown.append(String(format: "%04d", parts.year ?? 0) + "-" + two(parts.month) + "-" + two(parts.day))
        }
        if components.contains(.hourMinuteAndSecond) {
            shown.append(two(parts.hour) + ":" + two(parts.minute) + ":" + two(parts.second))
        } else if components.contains(.hourAndMinute) {
            shown.append(two(parts.hour) + ":" + two(parts.minute))
        }
        return shown.joined(separator: " ")
    }

    /// The day of `date`: `1970-01-01`.
    func day(_ date: Date) -> String {
        string(date, .date)
    }

    /// The date `text` gives, its missing parts taken from `current`: `2024-05-01` keeps the time of
    /// day, `09:30` (or `09:30:15`) keeps the day, `2024-05-01 09:30` (or with a `T`) sets both.
    /// Nil when `text` is none of these, or names no real day or time.
    func date(from text: String, replacingPartsOf current: Date) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.utf8.count <= 32 else { return nil }
        let pieces = trimmed.split(whereSeparator: { $0 == " " || $0 == "T" }).map(String.init)
        guard (1...2).contains(pieces.count) else { return nil }
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: current)
        var sawDay = false
        var sawTime = false
        for piece in pieces {
            if let day = Self.numbers(piece, separator: "-"), day.count == 3, !sawDay, !sawTime {
                (parts.year, parts.month, parts.day) = (day[0], day[1], day[2])
                sawDay = true
            } else if let time = Self.numbers(piece, separator: ":"), (2...3).contains(time.count), !sawTime {
                (parts.hour, parts.minute, parts.second) = (time[0], time[1], time.count == 3 ? time[2] : 0)
                sawTime = true
            } else {
                return nil
            }
        }
        guard let date = calendar.date(from: parts) else { return nil }
        // A day or time that does not exist (2024-02-30, 25:00) comes back as another one: refuse it.
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard back.year == parts.year, back.month == parts.month, back.day == parts.day, back.hour == parts.hour,
            back.minute == parts.minute, back.second == parts.second
        else { return nil }
        return date
    }

    /// The forms `date(from:replacingPartsOf:)` reads, for a picker of `components`.
    func expectedForms(_ components: DatePickerComponents) -> String {
        switch (
            components.contains(.date) || components.isEmpty,
            !components.intersection([.hourAndMinute, .hourMinuteAndSecond]).isEmpty
        ) {
        case (true, true): "YYYY-MM-DD, HH:MM or YYYY-MM-DD HH:MM"
        case (true, false): "YYYY-MM-DD"
        default: "HH:MM or HH:MM:SS"
        }
    }

    /// `range` in words: "from 2024-01-01 through 2024-12-31".
    func describe(_ range: DateRange, _ components: DatePickerComponents) -> String {
        [
            range.lowerBound.map { "from " + string($0, components) },
            range.upperBound.map { "through " + string($0, components) },
        ]
        .compactMap { $0 }.joined(separator: " ")
    }

    /// The numbers of `piece` between separators (`2024-05-01` → [2024, 5, 1]); nil unless every
    /// part is one to four digits.
    private static func numbers(_ piece: String, separator: Character) -> [Int]? {
        let parts = piece.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count > 1 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...4).contains(part.count), part.allSatisfy(\.isASCII), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
