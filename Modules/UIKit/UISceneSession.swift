import Foundation

/// A scene's session, as UIKit hands it to an app delegate's
/// `application(_:configurationForConnecting:options:)` and a scene delegate's
/// `scene(_:willConnectTo:options:)`: its role, identifier and configuration. The host makes none
/// itself (it has one window and no scene connections); code that makes one for a test gets a
/// window application's session.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// What the scene is for.
    open private(set) var role: Role
    /// An identifier unique to the session.
    open private(set) var persistentIdentifier: String
    /// The configuration the scene was made from.
    open private(set) var configuration: UISceneConfiguration
    /// What the app keeps with the session.
    open var userInfo: [String: Any]?
    /// The scene, while it is connected.
    open private(set) weak var scene: UIScene?

    /// A session of `role` (not UIKit API, where only the system makes sessions: for tests).
    ///
    /// - Parameter role: What its scene is for.
    public init(role: Role = .windowApplication) {
        self.role = role
        persistentIdentifier = UUID().uuidString
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// A role by name.
        ///
        /// - Parameter rawValue: The role's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app's own windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display the person does not touch.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
