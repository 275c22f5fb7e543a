/// A window, as SwiftUI apps reach for the one they run in: for its safe area
/// (`windows.first?.safeAreaInsets.top`) or to dismiss the keyboard (`endEditing(true)`). An app
/// has one window, the key window, the size of the screen; nothing is drawn in it by UIKit (a host
/// renders the app's SwiftUI views as text).
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// The window's root view controller: the app's window has one, which apps present from
    /// (`rootViewController?.present(share, animated: true)`).
    open var rootViewController: UIViewController?

    /// A window the size of the screen, in a scene.
    ///
    /// - Parameter windowScene: The scene.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }

    /// Whether the window receives keyboard and other non-touch events: the app's window does.
    open var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// An iPhone 15's safe area in portrait: the Dynamic Island above, the home indicator below.
    open override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }

    /// Makes the window the key window of its scene.
    open func makeKeyAndVisible() {
        windowScene?.keyWindow = self
        isHidden = false
    }

    /// Makes the window the key window of its scene.
    open func makeKey() {
        windowScene?.keyWindow = self
    }
}
