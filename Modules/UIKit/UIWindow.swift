/// A window, as SwiftUI apps reach for the one they run in: for its safe area
/// (`windows.first?.safeAreaInsets.top`) or to dismiss the keyboard (`endEditing(true)`). An app
/// has one window, the key window, the size of the screen; nothing is drawn in it by UIKit (a host
/// renders the app's SwiftUI views as text).
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// The window's root view controller: the app's window has one, which apps present from
    /// (`rootViewController?.present(share, animated: true)`). Its view fills the window: setting
    /// it puts the controller's view in the window (and takes the last one's out), and a visible
    /// window's new controller appears (`viewWillAppear`, `viewDidAppear`), as in UIKit.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue, oldValue.isViewLoaded, oldValue.view.superview === self {
                if !isHidden { oldValue.viewWillDisappear(false) }
                oldValue.view.removeFromSuperview()
                if !isHidden { oldValue.viewDidDisappear(false) }
            }
            guard let rootViewController else { return }
            if !isHidden { rootViewController.viewWillAppear(false) }
            addSubview(rootViewController.view)
            if !isHidden { rootViewController.viewDidAppear(false) }
        }
    }

    /// A window with a frame: hidden, as UIKit makes windows, until ``makeKeyAndVisible()``.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A window decoded from an archive: hidden, until ``makeKeyAndVisible()``.
    ///
    /// - Parameter coder: The archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

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

    /// The window itself.
    open override var window: UIWindow? { self }

    /// Windows kept until the main actor's current turn ends, as UIKit's autorelease pool keeps a
    /// window it showed: code may read `controller.view.window` right after showing it.
    private static var keptForThisTurn: [UIWindow] = []

    /// Keeps `window` until the main actor's current turn ends.
    private static func keepForThisTurn(_ window: UIWindow) {
        if keptForThisTurn.isEmpty {
            Task { @MainActor in keptForThisTurn.removeAll() }
        }
        keptForThisTurn.append(window)
    }

    /// A window let go of takes its views out of the window tree: a hosting controller's SwiftUI
    /// views disappear (`onDisappear` runs), as when UIKit deallocates a window.
    isolated deinit {
        for subview in subviews { subview.windowWentAway() }
    }

    /// Makes the window the key window of its scene and shows it (its root controller appears).
    open func makeKeyAndVisible() {
        windowScene?.keyWindow = self
        guard isHidden else { return }
        isHidden = false
        Self.keepForThisTurn(self)
        // The root controller's view appears with the window.
        rootViewController?.viewWillAppear(false)
        rootViewController?.view.setNeedsLayout()
        rootViewController?.viewDidAppear(false)
    }

    /// Makes the window the key window of its scene.
    open func makeKey() {
        windowScene?.keyWindow = self
    }
}
