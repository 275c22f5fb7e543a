import Foundation
import Locking

/// The app's notifications: authorization, pending requests, delivered notifications, the badge.
///
/// Linux has no notification center to show them, so this one keeps them: a request with a time
/// or calendar trigger stays pending (``pendingNotificationRequests()``) until removed, and one
/// with no trigger is delivered at once (``deliveredNotifications()``); nothing is shown and the
/// delegate is never asked. What the person answers when asked for authorization is
/// ``SimulatedNotificationSettings/allows`` (yes by default). As on iOS, adding a request before
/// authorization, or after the person declined, fails with `UNError.notificationsNotAllowed`.
///
/// ```swift
/// func remindToStand() async throws -> [String] {
///     let center = UNUserNotificationCenter.current()
///     if try await center.requestAuthorization(options: [.alert, .sound]) {
///         let content = UNMutableNotificationContent()
///         content.title = "Stand up"
///         let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
///         try await center.add(UNNotificationRequest(identifier: "stand", content: content, trigger: trigger))
///     }
///     return await center.pendingNotificationRequests().map(\.identifier)  // ["stand"]
/// }
/// ```
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    // @unchecked: the mutable state is behind `state`'s lock; `delegate` is set at launch, as Apple
    // asks (before the app finishes launching), and never read by this center.

    private struct State {
        var status = UNAuthorizationStatus.notDetermined
        var options: UNAuthorizationOptions = []
        var pending: [UNNotificationRequest] = []
        var delivered: [UNNotification] = []
        var categories: Set<UNNotificationCategory> = []
        var badgeCount = 0
        var personAllows = true
    }

    private static let shared = UNUserNotificationCenter()
    /// The center of a test's work (``SimulatedNotificationSettings/withCenter(isolation:_:)``).
    @TaskLocal static var scoped: UNUserNotificationCenter?
    private let state = Locked(State())

    /// Told about notifications and responses (never, on Linux: none are shown).
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Whether notification content extensions are supported: not on Linux.
    open var supportsContentExtensions: Bool { false }

    override init() {
        super.init()
    }

    /// The app's notification center.
    ///
    /// - Returns: The one center of the process.
    open class func current() -> UNUserNotificationCenter {
        scoped ?? shared
    }

    // MARK: Authorization

    /// Asks the person to allow notifications (once: later requests give the first answer).
    ///
    /// - Parameters:
    ///   - options: What the app asks to do.
    ///   - completionHandler: Given whether it is allowed, and no error.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        completionHandler(authorize(options), nil)
    }

    /// Asks the person to allow notifications (once: later requests give the first answer).
    ///
    /// - Parameter options: What the app asks to do.
    /// - Returns: Whether notifications are allowed.
    /// - Throws: Nothing on Linux (iOS throws when it cannot ask).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        authorize(options)
    }

    /// What the app may do with notifications.
    ///
    /// - Parameter completionHandler: Given the settings.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(settings)
    }

    /// What the app may do with notifications.
    ///
    /// - Returns: The settings.
    open func notificationSettings() async -> UNNotificationSettings {
        settings
    }

    private var settings: UNNotificationSettings {
        let (status, options) = state.withLock { ($0.status, $0.options) }
        return UNNotificationSettings(status: status, options: options)
    }

    private func authorize(_ options: UNAuthorizationOptions) -> Bool {
        state.withLock { state in
            if state.status == .notDetermined {
                if options.contains(.provisional) {
                    state.status = .provisional
                } else {
                    state.status = state.personAllows ? .authorized : .denied
                }
                state.options = options
            }
            return state.status == .authorized || state.status == .provisional
        }
    }

    // MARK: Requests

    /// Adds a request: it replaces a pending one with its identifier; without a trigger it is
    /// delivered at once.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - completionHandler: Given `UNError.notificationsNotAllowed` when the app may not post
    ///     notifications, else nil.
    open func add(
        _ request: UNNotificationRequest,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        do {
            try schedule(request)
            completionHandler?(nil)
        } catch {
            completionHandler?(error)
        }
    }

    /// Adds a request: it replaces a pending one with its identifier; without a trigger it is
    /// delivered at once.
    ///
    /// - Parameter request: The request.
    /// - Throws: `UNError.notificationsNotAllowed` when the app may not post notifications.
    open func add(_ request: UNNotificationRequest) async throws {
        try schedule(request)
    }

    private func schedule(_ request: UNNotificationRequest) throws {
        try state.withLock { state in
            guard state.status == .authorized || state.status == .provisional || state.status == .ephemeral else {
                throw UNError(.notificationsNotAllowed)
            }
            state.pending.removeAll { $0.identifier == request.identifier }
            if request.trigger == nil {
                state.delivered.removeAll { $0.request.identifier == request.identifier }
                state.delivered.append(UNNotification(date: Date(), request: request))
            } else {
                state.pending.append(request)
            }
        }
    }

    /// The requests not yet delivered, in the order added.
    ///
    /// - Parameter completionHandler: Given the requests.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(state.value.pending)
    }

    /// The requests not yet delivered, in the order added.
    ///
    /// - Returns: The requests.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        state.value.pending
    }

    /// Removes pending requests.
    ///
    /// - Parameter identifiers: Their identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        state.withLock { $0.pending.removeAll { removed.contains($0.identifier) } }
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() {
        state.withLock { $0.pending.removeAll() }
    }

    /// The notifications delivered and not removed.
    ///
    /// - Parameter completionHandler: Given the notifications.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(state.value.delivered)
    }

    /// The notifications delivered and not removed.
    ///
    /// - Returns: The notifications.
    open func deliveredNotifications() async -> [UNNotification] {
        state.value.delivered
    }

    /// Removes delivered notifications.
    ///
    /// - Parameter identifiers: Their requests' identifiers.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        state.withLock { $0.delivered.removeAll { removed.contains($0.request.identifier) } }
    }

    /// Removes every delivered notification.
    open func removeAllDeliveredNotifications() {
        state.withLock { $0.delivered.removeAll() }
    }

    // MARK: Categories and badge

    /// Sets the app's categories, replacing those set before.
    ///
    /// - Parameter categories: The categories.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        state.withLock { $0.categories = categories }
    }

    /// The app's categories.
    ///
    /// - Parameter completionHandler: Given the categories.
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(state.value.categories)
    }

    /// The app's categories.
    ///
    /// - Returns: The categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> {
        state.value.categories
    }

    /// Sets the number on the app's icon (kept: read it with ``badgeCount``).
    ///
    /// - Parameters:
    ///   - newBadgeCount: The number; 0 removes the badge.
    ///   - completionHandler: Given nil.
    open func setBadgeCount(
        _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        state.withLock { $0.badgeCount = newBadgeCount }
        completionHandler?(nil)
    }

    /// Sets the number on the app's icon (kept: read it with ``badgeCount``).
    ///
    /// - Parameter newBadgeCount: The number; 0 removes the badge.
    /// - Throws: Nothing on Linux (iOS throws when the app may not badge).
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        state.withLock { $0.badgeCount = newBadgeCount }
    }

    /// What the person answers when asked (``SimulatedNotificationSettings/allows``).
    var personAllows: Bool {
        get { state.value.personAllows }
        set { state.withLock { $0.personAllows = newValue } }
    }

    /// Back to a fresh install's state (``SimulatedNotificationSettings/reset()``).
    func forgetEverything() {
        state.withLock { $0 = State() }
    }

    /// The number on the app's icon, as last set (this package's: iOS shows it on the icon).
    public var badgeCount: Int { state.value.badgeCount }
}
