import Foundation

/// A view controller, as far as SwiftUI apps reach for one: the controllers they wrap with
/// `UIViewControllerRepresentable` and the one they present from the window's root
/// (`rootViewController?.present(share, animated: true)`). No UIKit view is shown on Linux:
/// presenting keeps the presented controller (`presentedViewController`) until it is dismissed, and
/// shows nothing.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title.
    open var title: String?
    /// The controller this one presents, until it is dismissed.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one.
    open private(set) weak var presentingViewController: UIViewController?
    /// How the controller is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether a presented controller refuses to be swiped away.
    open var isModalInPresentation = false

    /// A controller with no view yet (it is made when first asked for).
    public override init() {
        super.init()
    }

    /// A controller from a nib: no nib is read.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name; not used.
    ///   - nibBundleOrNil: The nib's bundle; not used.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller decoded from an archive (as from a storyboard): nothing is read from it.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The controller's root view, made by ``loadView()`` (then ``viewDidLoad()``) when first asked for.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: an empty view the size of the screen.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the root view is made.
    open func viewDidLoad() {}
    /// Called before the view is shown.
    ///
    /// - Parameter animated: Whether the change is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is shown.
    ///
    /// - Parameter animated: Whether the change was animated.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is hidden.
    ///
    /// - Parameter animated: Whether the change is animated.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view is hidden.
    ///
    /// - Parameter animated: Whether the change was animated.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Presents a controller over this one: it is kept as ``presentedViewController`` (nothing is
    /// shown), and `completion` runs at once.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The controller to present.
    ///   - flag: Whether to animate; not used.
    ///   - completion: Runs once it is presented.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses the controller this one presents, or, when it presents none, this one from the
    /// controller that presents it; `completion` runs at once.
    ///
    /// - Parameters:
    ///   - flag: Whether to animate; not used.
    ///   - completion: Runs once it is dismissed.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// How the status bar draws its content over this controller (kept; no status bar on Linux).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar hides over this controller.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when it shows or hides.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead of this controller's: none.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead of this controller's: none.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the home indicator hides over this controller.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home indicator preference is used instead of this controller's: none.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The screen edges whose system gestures wait for this controller's own.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred edges are used instead of this controller's: none.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// Asks the system to read the status bar preferences again (nothing to redraw on Linux).
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The controller is about to be added to, or removed from, a parent.
    ///
    /// - Parameter parent: The new parent, or nil when it is removed.
    open func willMove(toParent parent: UIViewController?) {}

    /// The controller was added to, or removed from, a parent.
    ///
    /// - Parameter parent: The new parent, or nil when it was removed.
    open func didMove(toParent parent: UIViewController?) {}

    /// The controller's view is about to lay out its subviews (never on Linux: nothing lays out).
    open func viewWillLayoutSubviews() {}

    /// The controller's view is about to change size.
    ///
    /// - Parameters:
    ///   - size: The new size.
    ///   - coordinator: Runs animations alongside the change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// A child's preferred content size changed.
    ///
    /// - Parameter container: The child.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
}

extension UIViewController: UIContentContainer {}
