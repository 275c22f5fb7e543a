extension Text {
    /// Displays a range of dates, localized: "1/1/70, 9:00 AM – 1/1/70, 5:00 PM".
    ///
    /// - Parameter dates: The range, from its first date to its last.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateRangeFormat.text(from: dates.lowerBound, to: dates.upperBound))
    }

    /// Displays a date interval, localized, as a range of dates does.
    ///
    /// - Parameter interval: The interval, from its start to its end.
    public init(_ interval: DateInterval) {
        self.init(verbatim: DateRangeFormat.text(from: interval.start, to: interval.end))
    }

    /// Displays a timer counting within `timerInterval`: `m:ss`, or `h:mm:ss` when `showsHours`
    /// and an hour or more is shown. Text output is a snapshot: the time is measured once, when
    /// the text is made (at `pauseTime` when given).
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the timer counts within.
    ///   - pauseTime: The moment the timer shows, or nil for now.
    ///   - countsDown: True to show the time left until the interval's end; false the time since its start.
    ///   - showsHours: True to show hours; false to show minutes past 59.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(
            verbatim: DateRangeFormat.timer(
                timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }
}

/// How `Text` shows ranges of dates and timers.
enum DateRangeFormat {
    static func text(from start: Date, to end: Date) -> String {
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        return formatter.string(from: start, to: end)
    }

    /// A timer within `interval` as `Text(timerInterval:…)` shows it, measured once: at
    /// `pauseTime`, or now.
    static func timer(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool) -> String {
        let now = min(max(pauseTime ?? DateStyleFormatter.now, interval.lowerBound), interval.upperBound)
        let seconds =
            countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
        return timer(seconds, showsHours: showsHours)
    }

    /// `seconds` as `m:ss` or `h:mm:ss` (minutes past 59 without hours).
    static func timer(_ seconds: TimeInterval, showsHours: Bool) -> String {
        guard showsHours else {
            let total = Int(max(seconds, 0))
            return "\(total / 60):" + (total % 60 < 10 ? "0" : "") + "\(total % 60)"
        }
        return DateStyleFormatter.timer(max(seconds, 0))
    }
}
