import Foundation

/// The units a ``DateComponentsFormatter`` counts, largest first, and how it writes them.
struct DurationUnits {
    let component: Calendar.Component
    let unit: NSCalendar.Unit
    let durationUnit: Duration.UnitsFormatStyle.Unit
    let seconds: Int64

    static let all = [
        DurationUnits(component: .weekOfMonth, unit: .weekOfMonth, durationUnit: .weeks, seconds: 604_800),
        DurationUnits(component: .day, unit: .day, durationUnit: .days, seconds: 86_400),
        DurationUnits(component: .hour, unit: .hour, durationUnit: .hours, seconds: 3_600),
        DurationUnits(component: .minute, unit: .minute, durationUnit: .minutes, seconds: 60),
        DurationUnits(component: .second, unit: .second, durationUnit: .seconds, seconds: 1),
    ]

    /// The units `allowed` names (every one when it names none of them).
    static func allowed(_ allowed: NSCalendar.Unit) -> [DurationUnits] {
        let named = all.filter { allowed.contains($0.unit) }
        return named.isEmpty ? all : named
    }

    /// The values written in the formatter's style, after its zero behaviour and unit count.
    static func string(
        _ values: [(unit: DurationUnits, value: Int)], settings: DateComponentsFormatter.Settings
    ) -> String? {
        guard !values.isEmpty else { return nil }
        let negative = values.contains { $0.value < 0 }
        var shown = kept(values.map { (unit: $0.unit, value: abs($0.value)) }, settings: settings)
        if settings.maximumUnitCount > 0 { shown = Array(shown.prefix(settings.maximumUnitCount)) }
        let locale = settings.calendar.locale ?? .current
        let text: String
        if settings.unitsStyle == .positional {
            // Weeks and days as narrow units ("0d"), then the clock: the first number as it is, the
            // others in two digits ("1:00:10").
            let dayUnits = shown.filter { $0.unit.seconds > 3_600 }
            let clock = shown.filter { $0.unit.seconds <= 3_600 }.enumerated().map { index, entry in
                index == 0 ? String(entry.value) : String(format: "%02d", entry.value)
            }.joined(separator: ":")
            text = ([words(dayUnits, style: .abbreviated, locale: locale)] + [clock]).filter { !$0.isEmpty }
                .joined(separator: " ")
        } else {
            text = words(shown, style: settings.unitsStyle, locale: locale)
        }
        return negative ? "-" + text : text
    }

    /// The units that show: positional `.default` drops leading zero units (keeping two), the other
    /// styles' `.default` drops every zero unit; otherwise as the drop flags say (`.pad` and `.none`
    /// keep every unit).
    private static func kept(
        _ values: [(unit: DurationUnits, value: Int)], settings: DateComponentsFormatter.Settings
    ) -> [(unit: DurationUnits, value: Int)] {
        var behavior = settings.zeroFormattingBehavior
        if behavior.contains(.default) {
            guard settings.unitsStyle == .positional else { return nonEmpty(values.filter { $0.value != 0 }, values) }
            var kept = values[...]
            while kept.count > 2, kept.first?.value == 0 { kept = kept.dropFirst() }
            return Array(kept)
        }
        behavior.remove(.pad)
        guard let first = values.firstIndex(where: { $0.value != 0 }),
            let last = values.lastIndex(where: { $0.value != 0 })
        else { return behavior.isEmpty ? values : [values[values.count - 1]] }
        return nonEmpty(
            values.enumerated().filter { index, entry in
                guard entry.value == 0 else { return true }
                if index < first { return !behavior.contains(.dropLeading) }
                if index > last { return !behavior.contains(.dropTrailing) }
                return !behavior.contains(.dropMiddle)
            }.map(\.element), values)
    }

    /// `kept`, or the smallest unit of `values` when nothing is kept (a zero duration shows "0s").
    private static func nonEmpty(
        _ kept: [(unit: DurationUnits, value: Int)], _ values: [(unit: DurationUnits, value: Int)]
    ) -> [(unit: DurationUnits, value: Int)] {
        kept.isEmpty ? [values[values.count - 1]] : kept
    }

    /// Each unit in the locale's words, separated as the locale separates units.
    private static func words(
        _ shown: [(unit: DurationUnits, value: Int)], style: DateComponentsFormatter.UnitsStyle, locale: Locale
    ) -> String {
        guard !shown.isEmpty else { return "" }
        let width: Duration.UnitsFormatStyle.UnitWidth =
            switch style {
            case .abbreviated: .narrow
            case .short: .abbreviated
            case .brief: .condensedAbbreviated
            case .full, .spellOut, .positional: .wide
            }
        func format(_ seconds: Int64, _ units: Set<Duration.UnitsFormatStyle.Unit>) -> String {
            Duration.seconds(seconds).formatted(
                .units(allowed: units, width: width, zeroValueUnits: .show(length: 1)).locale(locale))
        }
        var pieces = shown.map { format(Int64($0.value) * $0.unit.seconds, [$0.unit.durationUnit]) }
        if style == .spellOut {
            // Full units, each number replaced by its words.
            let digits = NumberFormatter()
            digits.locale = locale
            let speller = NumberFormatter()
            speller.numberStyle = .spellOut
            speller.locale = locale
            pieces = zip(pieces, shown).map { piece, entry in
                let number = NSNumber(value: entry.value)
                guard let written = digits.string(from: number), let spelled = speller.string(from: number),
                    let range = piece.range(of: written)
                else { return piece }
                return piece.replacingCharacters(in: range, with: spelled)
            }
        }
        // The locale's separator between units: what it puts between an hour and a minute.
        let pair = format(3_660, [.hours, .minutes])
        let hour = format(3_600, [.hours])
        let minute = format(60, [.minutes])
        var separator = " "
        if pair.hasPrefix(hour), pair.hasSuffix(minute), pair.count > hour.count + minute.count {
            separator = String(pair.dropFirst(hour.count).dropLast(minute.count))
        }
        return pieces.joined(separator: separator)
    }
}
