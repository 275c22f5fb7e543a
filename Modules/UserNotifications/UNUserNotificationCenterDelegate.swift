import Foundation

/// What the notification center asks the app: how to show a notification while the app is in
/// front, and what to do with the person's response. Every method has a default, as Apple's
/// optional methods do (the notification is not shown; the response is acknowledged).
///
/// On Linux no notification is shown and no person responds, so the center never calls these.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// How to show a notification that arrives while the app is in front.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification.
    ///   - completionHandler: Given how to show it.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// What the person did with a notification.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - response: What the person did.
    ///   - completionHandler: Called once the app handled it.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// The person opened the app's notification settings.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification they came from, if any.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        completionHandler()
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {}
}
