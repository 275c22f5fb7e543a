import Foundation
import RegexBuilder

/// Today's date in a rendering, and the days near it: dates the views took from the real clock
/// (`Date.now`, a default of `Date()`, sample data made relative to today, such as yesterday's day
/// header), which an exported test would expect again on another day, and fail. The exported test
/// expects the day it runs on (or the day as far from it) in their place instead.
///
/// A date is found as a whole word only: `7 December 2026` is not found in `17 December 2026`.
enum RealClockDates {
    /// One of the usual forms of a day near today, as a rendering shows it and as Swift code makes
    /// it on the day the code runs.
    struct Form: Equatable {
        /// The date in this form (`December 6, 2026`), in the process's zone.
        let shown: String
        /// Swift code that makes the date in this form, as far from the day it runs on.
        let code: String
        /// How many days from today the date is (0 today, -1 yesterday).
        let days: Int

        /// What an exported test puts in its place: `⟨today⟩`, `⟨today-1⟩`, `⟨today+2⟩`.
        var placeholder: String {
            days == 0 ? RealClockDates.placeholder : "⟨today\(days < 0 ? "-" : "+")\(abs(days))⟩"
        }

        /// The date in this form as a whole word, as Swift code (what the exported test replaces).
        var wordCode: String {
            "Regex { Anchor.wordBoundary; \(code); Anchor.wordBoundary }"
        }
    }

    /// What an exported test puts where the rendering showed today's date, on both sides of its
    /// comparison; days near it are `⟨today-1⟩`, `⟨today+1⟩` and so on.
    static let placeholder = "⟨today⟩"

    /// How many days before and after today are looked for.
    static let nearDays = 7

    /// The usual forms of a date, with the code that makes each from a `Date` expression.
    private static let styles: [(format: @Sendable (Date) -> String, code: String)] = [
        ({ $0.formatted(date: .complete, time: .omitted) }, "formatted(date: .complete, time: .omitted)"),
        ({ $0.formatted(date: .long, time: .omitted) }, "formatted(date: .long, time: .omitted)"),
        ({ $0.formatted(date: .abbreviated, time: .omitted) }, "formatted(date: .abbreviated, time: .omitted)"),
        ({ $0.formatted(date: .numeric, time: .omitted) }, "formatted(date: .numeric, time: .omitted)"),
        (
            { $0.formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day()) },
            "formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day())"
        ),
    ]

    /// The usual forms (`Sunday, December 6, 2026`, `December 6, 2026`, `Dec 6, 2026`, `12/6/2026`,
    /// `2026-12-06`, in the process's zone) of today and, when `rendering` shows today, of the days
    /// up to ``nearDays`` before and after it (a rendering that shows today's date beside them was
    /// most likely made relative to today; without it they are more likely fixed sample dates, and
    /// are kept as they are) that `rendering` shows as whole words: today's first, then
    /// yesterday's, tomorrow's and so on, longest form first, each looked for where the ones before
    /// it are not; empty when it shows none.
    static func today(in rendering: String, now: Date = Date()) -> [Form] {
        let today = forms(in: rendering, days: [0], now: now)
        guard !today.isEmpty else { return [] }
        return today
            + forms(in: replacing(today, in: rendering), days: (1...nearDays).flatMap({ [-$0, $0] }), now: now)
    }

    /// The forms of the dates `days` away from `now` that `rendering` shows as whole words.
    private static func forms(in rendering: String, days offsets: [Int], now: Date) -> [Form] {
        var rest = rendering
        var shown: [Form] = []
        for days in offsets {
            guard let date = Calendar.current.date(byAdding: .day, value: days, to: now) else { continue }
            let dateCode =
                days == 0 ? "Date.now" : "(Calendar.current.date(byAdding: .day, value: \(days), to: .now) ?? .now)"
            for style in styles {
                let text = style.format(date)
                guard !text.isEmpty, rest.contains(word(text)) else { continue }
                let form = Form(shown: text, code: "\(dateCode).\(style.code)", days: days)
                shown.append(form)
                rest = rest.replacing(word(text), with: form.placeholder)
            }
        }
        return shown
    }

    /// `rendering` with each of `forms` (in their order) put as its placeholder: what an exported
    /// test compares, on both sides.
    static func replacing(_ forms: [Form], in rendering: String) -> String {
        forms.reduce(rendering) { $0.replacing(word($1.shown), with: $1.placeholder) }
    }

    /// `text` as a whole word: not preceded or followed by a letter or digit.
    private static func word(_ text: String) -> Regex<Substring> {
        Regex {
            Anchor.wordBoundary
            text
            Anchor.wordBoundary
        }
    }

    /// What `export test` says of a rendering that shows the dates of `forms`.
    static func note(_ forms: [Form]) -> String {
        let what =
            forms.contains { $0.days != 0 }
            ? "today's date and days near it (\(list(forms)))" : "today's date (\(list(forms)))"
        return "the rendering shows \(what), which its views took from "
            + "the real clock: the test expects the day it runs on in its place; for a test that checks the date "
            + "itself, give the views a fixed date (the preview's sample data, or a date passed in), or a manual clock "
            + "(ViewHost(…, clock: .manual(startingAt: …)), which Text(_:style:) and TimelineView follow)"
    }

    /// The forms' dates, each with its placeholder when it is not today.
    private static func list(_ forms: [Form]) -> String {
        forms.map { $0.days == 0 ? $0.shown : "\($0.shown) as \($0.placeholder)" }.joined(separator: ", ")
    }
}
