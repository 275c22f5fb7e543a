/// The running application: opening URLs (recorded in `openedURLs`, which tests read; there is no
/// other app to hand them to), whether a URL can be opened, the badge and the idle timer.
@MainActor @preconcurrency
open class UIApplication: NSObject {
    /// The application.
    public static let shared = UIApplication()

    /// The URL that opens this app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL that opens this app's notification settings.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// The URLs opened with `open(_:options:completionHandler:)`, in order (not UIKit API: what a
    /// test reads to see that a link was followed).
    public private(set) var openedURLs: [URL] = []

    /// The number on the app's icon.
    open var applicationIconBadgeNumber = 0
    /// Whether the screen stays on.
    open var isIdleTimerDisabled = false
    /// Whether the app is in front: it always is.
    open var applicationState: State { .active }
    /// Whether network activity is shown (not shown).
    open var isNetworkActivityIndicatorVisible = false
    /// The app's Home Screen quick actions (kept; there is no Home Screen).
    open var shortcutItems: [UIApplicationShortcutItem]?
    /// Whether ``registerForRemoteNotifications()`` was called (and not undone).
    var hasRegisteredForRemoteNotifications = false

    /// Opens `url` (recorded in ``openedURLs``); `completion` says whether it could be opened, as
    /// ``canOpenURL(_:)`` decides.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: How to open it (`.universalLinksOnly`); not used.
    ///   - completion: Called with whether the URL was opened.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let opened = canOpenURL(url)
        if opened { openedURLs.append(url) }
        completion?(opened)
    }

    /// Opens `url` and says whether it could be opened.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: How to open it; not used.
    /// - Returns: Whether the URL was opened.
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        let opened = canOpenURL(url)
        if opened { openedURLs.append(url) }
        return opened
    }

    /// Whether some app handles `url`: true for the schemes the system itself handles (`http`,
    /// `https`, `mailto`, `tel`, `sms`, `facetime`, `maps`, `itms-apps` and the Settings URL);
    /// false for others, whose apps are not installed here.
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether it can be opened.
    open func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Self.systemSchemes.contains(scheme)
    }

    /// Forgets the URLs opened so far (not UIKit API: for tests).
    public func removeOpenedURLs() {
        openedURLs = []
    }

    private static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "itms-apps", "app-settings",
    ]

    /// Whether the app is in front.
    public enum State: Int, Sendable {
        /// In front.
        case active
        /// In front, not receiving events.
        case inactive
        /// Behind.
        case background
    }

    /// How a URL is opened.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// A key by name.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Opens only universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// What launched the app.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// A key by name.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that opened it.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Posted when the app comes to the front.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to leave the front.
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted when memory runs low.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the person took a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the day changes or the clock is set.
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")

    /// The app's scenes: one window scene, in front, with the app's window.
    open var connectedScenes: Set<UIScene> { [applicationScene] }
    /// The app's windows: its one window (UIKit deprecates this for `UIWindowScene.windows`).
    open var windows: [UIWindow] { applicationScene.windows }
    /// The key window: the app's window (UIKit deprecates this for `UIWindowScene.keyWindow`).
    open var keyWindow: UIWindow? { applicationScene.keyWindow }
    private lazy var applicationScene = UIWindowScene.makeApplicationScene()
}

/// What an app delegate can answer (all optional). SwiftUI's `@UIApplicationDelegateAdaptor` makes
/// an app's delegate and calls its two launch methods as the app launches; no other callback is
/// sent (there is no system to send them).
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The app finished launching.
    ///
    /// - Parameters:
    ///   - application: The application.
    ///   - launchOptions: What launched it.
    /// - Returns: False if the app cannot handle what launched it.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The app is about to finish launching.
    ///
    /// - Parameters:
    ///   - application: The application.
    ///   - launchOptions: What launched it.
    /// - Returns: False if the app cannot handle what launched it.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - application: The application.
    ///   - launchOptions: What launched it.
    /// - Returns: True.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - application: The application.
    ///   - launchOptions: What launched it.
    /// - Returns: True.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}
