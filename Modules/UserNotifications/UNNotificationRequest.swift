import Foundation

/// A notification to deliver: its identifier, content and trigger.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let`; the content is an immutable copy.

    /// The identifier: adding a request with the identifier of a pending one replaces it.
    public let identifier: String
    /// What it says (a copy: changing the content given afterwards changes nothing).
    public let content: UNNotificationContent
    /// When it is delivered; nil for at once.
    public let trigger: UNNotificationTrigger?

    /// A request.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - content: What it says.
    ///   - trigger: When it is delivered; nil for at once.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(copying: content)
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification: its request and when it was delivered.
open class UNNotification: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value.

    /// When it was delivered.
    public let date: Date
    /// Its request.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }
}

/// What the person did with a notification: opened it, dismissed it, or chose an action.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value.

    /// The notification.
    public let notification: UNNotification
    /// The action chosen (`UNNotificationDefaultActionIdentifier` when it was opened).
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// The action of opening a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action of dismissing a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification is shown while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Options from their raw value.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// The sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// An alert (iOS 14 and later: `banner` and `list`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// In Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// As a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
