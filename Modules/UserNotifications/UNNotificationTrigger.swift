import Foundation

/// When a notification is delivered: the base of the time, calendar and push triggers.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value (NSObject is not Sendable).

    /// Whether it fires again after it fires.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// Fires after a number of seconds (again every that many seconds when it repeats).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // @unchecked: as its base class.

    /// Seconds from when the request is added.
    public let timeInterval: TimeInterval
    private let added = Date()

    /// A trigger after a number of seconds. As on iOS, the interval must be positive, and at least
    /// 60 seconds when it repeats: otherwise this stops the program with that message (iOS raises
    /// an exception).
    ///
    /// - Parameters:
    ///   - timeInterval: Seconds.
    ///   - repeats: Whether it fires again.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it fires next.
    ///
    /// - Returns: The date, counted from when the trigger was made.
    open func nextTriggerDate() -> Date? {
        added.addingTimeInterval(timeInterval)
    }
}

/// Fires when the date matches components (every day at 8:00: `hour: 8, minute: 0`).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // @unchecked: as its base class.

    /// The components the date must match.
    public let dateComponents: DateComponents

    /// A trigger at dates matching components.
    ///
    /// - Parameters:
    ///   - dateComponents: The components.
    ///   - repeats: Whether it fires again at the next match.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components, in the components' calendar (the
    /// current one when they name none).
    ///
    /// - Returns: The date, or nil when no date matches.
    open func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var matching = dateComponents
        matching.calendar = nil
        matching.timeZone = nil
        return calendar.nextDate(after: Date(), matching: matching, matchingPolicy: .nextTime)
    }
}

/// Fires when a push notification arrives (none arrive on Linux).
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // @unchecked: as its base class.
}
