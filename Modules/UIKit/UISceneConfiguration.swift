import Foundation

/// What a scene is made from: its name, role and the classes of its scene and delegate, as an app
/// delegate's `application(_:configurationForConnecting:options:)` returns it. The host does not
/// ask for one (it has one window) and makes no scene delegate from `delegateClass`.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the app's Info.plist, or nil.
    open private(set) var name: String?
    /// The role of the sessions it configures.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene.
    open var sceneClass: AnyClass?

    /// A configuration.
    ///
    /// - Parameters:
    ///   - name: Its name in the app's Info.plist, or nil.
    ///   - sessionRole: The role of the sessions it configures.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
