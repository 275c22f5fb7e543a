import Foundation

/// The dates at which a ``TimelineView`` updates its content.
public protocol TimelineSchedule {
    /// How often the schedule wants updates.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on, in increasing order.
    ///
    /// - Parameters:
    ///   - startDate: When the timeline view first appeared (on its host's clock).
    ///   - mode: How often updates are wanted (a host always asks for `.normal`).
    /// - Returns: The dates at which the content updates.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a timeline schedule is asked for updates.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// As often as the schedule says (what a host asks for).
    case normal
    /// Less often, to save power (never asked for in text output).
    case lowFrequency
}

/// Updates at regular intervals from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule of `startDate`, then every `interval` seconds.
    ///
    /// - Parameters:
    ///   - startDate: The first entry's date.
    ///   - interval: The seconds between entries.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries: the last regular date at or before the view's start date (or the schedule's
    /// first date when it is later), then every interval.
    ///
    /// - Parameters:
    ///   - startDate: When the timeline view first appeared.
    ///   - mode: Not used.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        var first = self.startDate
        if interval > 0, startDate > first {
            first += (startDate.timeIntervalSince(first) / interval).rounded(.down) * interval
        }
        return Entries(upcoming: first, interval: interval)
    }

    /// The regular dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next date.
        ///
        /// - Returns: The date.
        public mutating func next() -> Date? {
            let date = upcoming
            upcoming = date + interval
            return date
        }
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}

    /// The entries: the start of the view's first minute, then every minute.
    ///
    /// - Parameters:
    ///   - startDate: When the timeline view first appeared.
    ///   - mode: Not used.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// Updates at the dates you give.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`.
    ///
    /// - Parameter dates: The dates, in increasing order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given.
    ///
    /// - Parameters:
    ///   - startDate: Not used.
    ///   - mode: Not used.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

/// Updates as often as an animation would: every `minimumInterval` seconds, or sixty times a
/// second (on the system clock, text output redraws at most ten times a second).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// An animation schedule.
    ///
    /// - Parameters:
    ///   - minimumInterval: The least seconds between updates, or nil for sixty a second.
    ///   - paused: When true, the schedule has no dates: the content stays as it was made.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The entries: the start date, then every interval; none while paused or in
    /// `.lowFrequency` mode, as in SwiftUI (an animation does not run at a low frequency).
    ///
    /// - Parameters:
    ///   - startDate: When the timeline view first appeared.
    ///   - mode: `.lowFrequency` gives no dates.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(
            upcoming: paused || mode == .lowFrequency ? nil : startDate, interval: minimumInterval ?? 1.0 / 60)
    }

    /// The dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        /// The next date.
        ///
        /// - Returns: The date, or nil when the schedule has none.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = date + Swift.max(interval, 0.001)
            return date
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    ///
    /// - Parameters:
    ///   - startDate: The first entry's date.
    ///   - interval: The seconds between entries.
    /// - Returns: A periodic schedule.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the dates given.
    ///
    /// - Parameter dates: The dates, in increasing order.
    /// - Returns: An explicit schedule.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation would (sixty times a second).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as an animation would, at most every `minimumInterval` seconds.
    ///
    /// - Parameters:
    ///   - minimumInterval: The least seconds between updates, or nil for sixty a second.
    ///   - paused: When true, the content shows its first date only.
    /// - Returns: An animation schedule.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
