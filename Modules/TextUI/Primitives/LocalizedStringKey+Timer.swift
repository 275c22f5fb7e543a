import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// A timer counting within `timerInterval` (`"Ends in \(timerInterval: start...end)"`), as
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows it: `m:ss`, or `h:mm:ss` when
    /// `showsHours` and an hour or more is shown, measured once when the text is made.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the timer counts within.
    ///   - pauseTime: The moment the timer shows, or nil for now.
    ///   - countsDown: True to show the time left until the interval's end; false the time since its start.
    ///   - showsHours: True to show hours; false to show minutes past 59.
    public mutating func appendInterpolation(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        appendLiteral(
            DateRangeFormat.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }
}
