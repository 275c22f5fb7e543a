extension UIApplication {
    /// Asks for a device token for remote notifications. There is no notification service here:
    /// the app is recorded as registered (``isRegisteredForRemoteNotifications``) and its delegate
    /// receives no token.
    public func registerForRemoteNotifications() {
        hasRegisteredForRemoteNotifications = true
    }

    /// Stops receiving remote notifications.
    public func unregisterForRemoteNotifications() {
        hasRegisteredForRemoteNotifications = false
    }

    /// Whether the app asked for remote notifications (and has not stopped).
    public var isRegisteredForRemoteNotifications: Bool { hasRegisteredForRemoteNotifications }
}
