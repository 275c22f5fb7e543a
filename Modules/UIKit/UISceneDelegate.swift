/// What a scene's delegate can answer (all optional), so that a `SceneDelegate` class compiles. The
/// host connects no scenes and makes no scene delegates: nothing calls it. (A SwiftUI app's scene
/// is its `App`'s body; `onOpenURL` and the scene phase are the SwiftUI ways to hear these.)
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting to the app.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why it connects.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed.
    ///
    /// - Parameter scene: The scene.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene came to the front and receives events.
    ///
    /// - Parameter scene: The scene.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    ///
    /// - Parameter scene: The scene.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the front.
    ///
    /// - Parameter scene: The scene.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    ///
    /// - Parameter scene: The scene.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene was asked to open URLs.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - urlContexts: The URLs.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why it connects.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// - Parameter scene: The scene.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// - Parameter scene: The scene.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - urlContexts: The URLs.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}

/// What a window scene's delegate can answer (all optional): a scene delegate's, and the quick
/// actions a person chose on the Home Screen. Its `window` is the delegate's own property. Nothing
/// calls it (see ``UISceneDelegate``).
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The person chose a Home Screen quick action.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - shortcutItem: The action.
    ///   - completionHandler: Called with whether it was performed.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// Says the action was not performed.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - shortcutItem: The action.
    ///   - completionHandler: Called with false.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }
}
