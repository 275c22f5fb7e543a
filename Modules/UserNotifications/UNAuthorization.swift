/// What an app asks to do when it asks for authorization: alerts, sounds, badges.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Options from their raw value.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Badges on the app's icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts, which sound even when muted.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// A button to the app's own notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Quiet notifications, without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether an app may post notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The person has not been asked yet.
    case notDetermined = 0
    /// The person declined.
    case denied = 1
    /// The person allowed.
    case authorized = 2
    /// Allowed quietly, without asking.
    case provisional = 3
    /// Allowed for a limited time (App Clips).
    case ephemeral = 4
}

/// Whether one kind of notification presentation is on.
public enum UNNotificationSetting: Int, Sendable {
    /// Not supported by the app.
    case notSupported = 0
    /// Turned off.
    case disabled = 1
    /// Turned on.
    case enabled = 2
}

/// How alerts appear.
public enum UNAlertStyle: Int, Sendable {
    /// They do not.
    case none = 0
    /// As banners that go away.
    case banner = 1
    /// As alerts that stay.
    case alert = 2
}

/// When notification previews show.
public enum UNShowPreviewsSetting: Int, Sendable {
    /// Always.
    case always = 0
    /// When the device is unlocked.
    case whenAuthenticated = 1
    /// Never.
    case never = 2
}

/// What an app may do with notifications, as the person set it.
public final class UNNotificationSettings: Sendable {
    /// Whether the app may post notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// Whether sounds play.
    public let soundSetting: UNNotificationSetting
    /// Whether badges show.
    public let badgeSetting: UNNotificationSetting
    /// Whether alerts show.
    public let alertSetting: UNNotificationSetting
    /// Whether notifications show in Notification Center.
    public let notificationCenterSetting: UNNotificationSetting
    /// Whether notifications show on the lock screen.
    public let lockScreenSetting: UNNotificationSetting
    /// Whether CarPlay shows them.
    public let carPlaySetting: UNNotificationSetting
    /// Whether critical alerts sound.
    public let criticalAlertSetting: UNNotificationSetting
    /// Whether time-sensitive notifications break through Focus.
    public let timeSensitiveSetting: UNNotificationSetting
    /// How alerts appear.
    public let alertStyle: UNAlertStyle
    /// When previews show.
    public let showPreviewsSetting: UNShowPreviewsSetting
    /// Whether the app provides its own settings.
    public let providesAppNotificationSettings: Bool

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let allowed = status == .authorized || status == .provisional || status == .ephemeral
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            status == .notDetermined ? .notSupported : allowed && options.contains(option) ? .enabled : .disabled
        }
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        alertSetting = setting(.alert)
        notificationCenterSetting = allowed ? .enabled : .disabled
        lockScreenSetting = allowed ? .enabled : .disabled
        carPlaySetting = setting(.carPlay)
        criticalAlertSetting = setting(.criticalAlert)
        timeSensitiveSetting = .notSupported
        alertStyle = allowed && options.contains(.alert) ? .banner : .none
        showPreviewsSetting = .always
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
    }
}
