import Foundation

/// Today's date in a rendering: a date the views took from the real clock (`Date.now`, a default
/// of `Date()`, sample data made relative to today), which an exported test would expect again on
/// another day, and fail.
enum RealClockDates {
    /// The first of today's date's usual forms (`December 6, 2026`, `Dec 6, 2026`, `12/6/2026`,
    /// `2026-12-06`, in the process's zone) that `rendering` shows; nil when it shows none.
    static func today(in rendering: String, now: Date = Date()) -> String? {
        let forms = [
            now.formatted(date: .complete, time: .omitted), now.formatted(date: .long, time: .omitted),
            now.formatted(date: .abbreviated, time: .omitted), now.formatted(date: .numeric, time: .omitted),
            now.formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day()),
        ]
        return forms.first { rendering.contains($0) }
    }

    /// What `export test` says of a rendering that shows `today`.
    static func note(_ today: String) -> String {
        "the rendering shows today's date (\(today)), which its views took from the real clock: the test expects "
            + "it and fails on another day; give them a fixed date (the preview's sample data, or a date passed in), "
            + "or a manual clock (ViewHost(…, clock: .manual(startingAt: …)), which Text(_:style:) and TimelineView follow)"
    }
}
