import Foundation
import Observation
import SwiftUI
import Testing
import UIKit

/// `@UIApplicationDelegateAdaptor` as apps write it: an `AppDelegate` class (not final, with
/// `NSObject`'s initializer only) named in the `App`. SwiftUI makes the delegate, and UIKit calls its
/// `application(_:didFinishLaunchingWithOptions:)` "as soon as the process is done launching" and
/// then creates the app's scenes (UIKit's documentation of that method); a delegate that is an
/// `ObservableObject` is put in the environment and `$appDelegate` gives bindings, one that is
/// `Observable` is in the environment by its type (SwiftUI's documentation of the adaptor's
/// `init(_:)` overloads and of `projectedValue`).
@MainActor
@Suite struct ApplicationDelegateAdaptorTests {
    /// The order things happened in, across one test's app.
    @MainActor final class Journal {
        static var entries: [String] = []
    }

    class AppDelegate: NSObject, UIApplicationDelegate {
        var launchCount = 0

        override init() {
            Journal.entries.append("delegate made")
        }

        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            Journal.entries.append("will finish launching")
            return true
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            launchCount += 1
            Journal.entries.append("did finish launching, options \(launchOptions == nil ? "nil" : "given")")
            return true
        }
    }

    struct LaunchingApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        @State private var taps = 0

        var body: some Scene {
            Journal.entries.append("scene body")
            return WindowGroup {
                Button("Launched \(appDelegate.launchCount) time(s), tapped \(taps)") { taps += 1 }
            }
        }
    }

    @Test func theDelegateIsMadeWithTheApp_andLaunchesOnce_beforeTheFirstSceneBody() throws {
        Journal.entries = []
        let app = LaunchingApp()
        #expect(Journal.entries == ["delegate made"])
        let host = ViewHost(app: app)
        #expect(
            Journal.entries == [
                "delegate made", "will finish launching", "did finish launching, options nil", "scene body",
            ])
        #expect(host.render() == "[ Launched 1 time(s), tapped 0 ]")

        try host.tap("Launched 1 time(s), tapped 0")
        #expect(host.render() == "[ Launched 1 time(s), tapped 1 ]")
        #expect(Journal.entries.filter { $0.hasPrefix("did finish") }.count == 1)
    }

    /// The form without the class named: the type annotation says which delegate.
    class PlainDelegate: NSObject, UIApplicationDelegate {
        var launched = false
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            launched = true
            return true
        }
    }

    struct AnnotatedApp: App {
        @UIApplicationDelegateAdaptor private var delegate: PlainDelegate
        var body: some Scene {
            WindowGroup { Text(delegate.launched ? "Launched" : "Not launched") }
        }
    }

    @Test func aDelegateNamedByTheTypeAnnotation_isMadeAndLaunched() {
        #expect(ViewHost(app: AnnotatedApp()).render() == "Launched")
    }

    class SettingsDelegate: NSObject, UIApplicationDelegate, ObservableObject {
        @Published var isEnabled = false
    }

    struct SettingsView: View {
        @EnvironmentObject private var delegate: SettingsDelegate
        var body: some View {
            Text("From the environment: \(delegate.isEnabled ? "on" : "off")")
        }
    }

    struct ObservingApp: App {
        @UIApplicationDelegateAdaptor(SettingsDelegate.self) var appDelegate
        var body: some Scene {
            WindowGroup {
                VStack {
                    Toggle("Enabled", isOn: $appDelegate.isEnabled)
                    Text("The app sees \(appDelegate.isEnabled ? "on" : "off")")
                    SettingsView()
                }
            }
        }
    }

    @Test func anObservableObjectDelegate_isInTheEnvironment_andItsBindingsWrite() throws {
        let app = ObservingApp()
        let host = ViewHost(app: app)
        #expect(host.render().contains("From the environment: off"))
        try host.toggle("Enabled")
        #expect(app.appDelegate.isEnabled)
        #expect(host.render().contains("From the environment: on"))

        #expect(host.render().contains("The app sees on"))

        // A change the delegate makes itself (a push token arriving, say) reaches the app's views,
        // the app's own body included: the app observes its delegate.
        app.appDelegate.isEnabled = false
        #expect(host.render().contains("From the environment: off"))
        #expect(host.render().contains("The app sees off"))
    }

    @Observable
    final class SessionDelegate: NSObject, UIApplicationDelegate {
        var userName = "nobody"
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            userName = "ann"
            return true
        }
    }

    struct SessionView: View {
        @Environment(SessionDelegate.self) private var session
        var body: some View { Text("Signed in: \(session.userName)") }
    }

    struct SessionApp: App {
        @UIApplicationDelegateAdaptor(SessionDelegate.self) var session
        var body: some Scene {
            WindowGroup { SessionView() }
        }
    }

    @Test func anObservableDelegate_isInTheEnvironmentByItsType() {
        let app = SessionApp()
        let host = ViewHost(app: app)
        #expect(host.render() == "Signed in: ann")
        app.session.userName = "bo"
        #expect(host.render() == "Signed in: bo")
    }

    /// A delegate as apps write one for notifications, orientation and scenes (UIKit's
    /// `UIApplicationDelegate` and `UIWindowSceneDelegate` methods): it compiles, launches and
    /// registers; the host sends none of the other callbacks (no notification service, one upright
    /// window, no scene connections).
    class FullDelegate: NSObject, UIApplicationDelegate {
        static var orientationLock = UIInterfaceOrientationMask.portrait

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            application.registerForRemoteNotifications()
            application.shortcutItems = [
                UIApplicationShortcutItem(
                    type: "new", localizedTitle: "New Note", localizedSubtitle: nil,
                    icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"))
            ]
            return true
        }

        func application(
            _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
        ) {}

        func application(
            _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
        ) -> UIInterfaceOrientationMask {
            Self.orientationLock
        }

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }

        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
            -> Bool
        {
            options[.sourceApplication] != nil
        }
    }

    class SceneDelegate: NSObject, UIWindowSceneDelegate {
        var window: UIWindow?
        var openedURLs: [URL] = []

        func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
            openedURLs += urlContexts.map(\.url)
        }
    }

    struct FullApp: App {
        @UIApplicationDelegateAdaptor(FullDelegate.self) var appDelegate
        var body: some Scene {
            WindowGroup { Text("Notes") }
        }
    }

    @Test func anAppDelegateForNotificationsOrientationAndScenes_compilesAndLaunches() throws {
        let application = UIApplication.shared
        defer {
            application.unregisterForRemoteNotifications()
            application.shortcutItems = nil
        }
        let app = FullApp()
        #expect(!application.isRegisteredForRemoteNotifications)
        #expect(ViewHost(app: app).render() == "Notes")
        #expect(application.isRegisteredForRemoteNotifications)
        #expect(application.shortcutItems?.map(\.localizedTitle) == ["New Note"])

        // What the delegate answers, asked directly (UIKit would ask; the host does not).
        #expect(app.appDelegate.application(application, supportedInterfaceOrientationsFor: nil) == .portrait)
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscapeLeft, .landscapeRight])
        let session = UISceneSession()
        let configuration = app.appDelegate.application(
            application, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.role == .windowApplication)
        #expect(configuration.delegateClass == SceneDelegate.self)
        let url = try #require(URL(string: "notes://open/1"))
        let sceneDelegate = SceneDelegate()
        sceneDelegate.scene(UIWindowScene(), openURLContexts: [UIOpenURLContext(url: url)])
        #expect(sceneDelegate.openedURLs == [url])
        #expect(!app.appDelegate.application(application, open: url))
    }
}
