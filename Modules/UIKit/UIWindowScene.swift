/// The scene an app's window is in: the one window, on the one screen
/// (`UIApplication.shared.connectedScenes.first as? UIWindowScene`).
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The scene's windows: the app's window.
    open private(set) var windows: [UIWindow] = []
    /// The window that receives keyboard events: the app's window.
    open internal(set) weak var keyWindow: UIWindow?
    /// The screen the scene is on.
    open var screen: UIScreen { UIScreen.main }
    /// How the interface is turned: upright.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// The app's scene, with its window made key and given a root view controller (SwiftUI's
    /// hosting controller on iOS).
    static func makeApplicationScene() -> UIWindowScene {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        scene.windows = [window]
        window.makeKeyAndVisible()
        return scene
    }
}
