import Locking

/// What the person answers on Linux when an app asks to post notifications (this type is this
/// package's, not Apple's): `true` (the default) allows them, `false` declines. A test of the
/// path where the person says no sets it before the app asks.
///
/// ```swift
/// SimulatedNotificationSettings.allows = false
/// ```
///
/// The answer and the notification center are the process's; a test that runs beside others gives
/// its work a center of its own with ``withCenter(isolation:_:)``.
public enum SimulatedNotificationSettings {
    /// Forgets what was decided and scheduled: the app was never asked, the person would allow,
    /// and no request is pending or delivered (for a test that starts from a fresh install).
    public static func reset() {
        UNUserNotificationCenter.current().forgetEverything()
    }

    /// Whether the person allows notifications when asked (`true` unless set).
    public static var allows: Bool {
        get { UNUserNotificationCenter.current().personAllows }
        set { UNUserNotificationCenter.current().personAllows = newValue }
    }

    /// Runs `body` with a notification center of its own, as after a fresh install (never asked,
    /// the person would allow, nothing scheduled): what `UNUserNotificationCenter.current()` gives
    /// it and the tasks it starts, apart from the process's center and other tests'.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withCenter<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await UNUserNotificationCenter.$scoped.withValue(
            UNUserNotificationCenter(), operation: body, isolation: isolation)
    }
}
