import Foundation

/// Today's date in a rendering: a date the views took from the real clock (`Date.now`, a default
/// of `Date()`, sample data made relative to today), which an exported test would expect again on
/// another day, and fail. The exported test expects the day it runs on in its place instead.
enum RealClockDates {
    /// One of the usual forms of today's date, as a rendering shows it and as Swift code makes it
    /// on the day the code runs.
    struct Form: Equatable {
        /// Today's date in this form (`December 6, 2026`), in the process's zone.
        let shown: String
        /// Swift code that makes the date of the day it runs on in this form.
        let code: String
    }

    /// What an exported test puts where the rendering showed today's date, on both sides of its
    /// comparison.
    static let placeholder = "⟨today⟩"

    /// Today's date's usual forms (`Sunday, December 6, 2026`, `December 6, 2026`, `Dec 6, 2026`,
    /// `12/6/2026`, `2026-12-06`, in the process's zone) that `rendering` shows, longest first, each
    /// looked for where the ones before it are not; empty when it shows none.
    static func today(in rendering: String, now: Date = Date()) -> [Form] {
        let forms = [
            (now.formatted(date: .complete, time: .omitted), "Date.now.formatted(date: .complete, time: .omitted)"),
            (now.formatted(date: .long, time: .omitted), "Date.now.formatted(date: .long, time: .omitted)"),
            (
                now.formatted(date: .abbreviated, time: .omitted),
                "Date.now.formatted(date: .abbreviated, time: .omitted)"
            ),
            (now.formatted(date: .numeric, time: .omitted), "Date.now.formatted(date: .numeric, time: .omitted)"),
            (
                now.formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day()),
                "Date.now.formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day())"
            ),
        ]
        var rest = rendering
        var shown: [Form] = []
        for (text, code) in forms where !text.isEmpty && rest.contains(text) {
            shown.append(Form(shown: text, code: code))
            rest = rest.replacingOccurrences(of: text, with: placeholder)
        }
        return shown
    }

    /// `rendering` with each of `forms` (in their order) put as ``placeholder``: what an exported
    /// test compares, on both sides.
    static func replacing(_ forms: [Form], in rendering: String) -> String {
        forms.reduce(rendering) { $0.replacingOccurrences(of: $1.shown, with: placeholder) }
    }

    /// What `export test` says of a rendering that shows today's date in `forms`.
    static func note(_ forms: [Form]) -> String {
        "the rendering shows today's date (\(forms.map(\.shown).joined(separator: ", "))), which its views took from "
            + "the real clock: the test expects the day it runs on in its place; for a test that checks the date "
            + "itself, give the views a fixed date (the preview's sample data, or a date passed in), or a manual clock "
            + "(ViewHost(…, clock: .manual(startingAt: …)), which Text(_:style:) and TimelineView follow)"
    }
}
