/// A UIKit view, as far as SwiftUI apps reach for one: the appearance proxies of UIKit's bars and
/// lists (`UINavigationBar.appearance()`, `UITableView.appearance().backgroundColor = .clear`) and
/// the views they wrap with `UIViewRepresentable`.
/// No UIKit view is ever shown on Linux (SwiftUI's views are rendered as text): what is set on a
/// view or its proxy is kept and changes nothing drawn.
@MainActor @preconcurrency
open class UIView: UIResponder, UIAppearance, UIAppearanceContainer {
    /// The view's frame, in its superview's coordinates.
    open var frame: CGRect
    /// The colour behind the view's content.
    open var backgroundColor: UIColor?
    /// The colour of the view's interactive elements (nil until set: the system's tint).
    open var tintColor: UIColor!
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1
    /// A number that identifies the view.
    open var tag = 0
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// Whether the view clips its subviews to its bounds.
    open var clipsToBounds = false
    /// How the view lays out its content when its size differs (nothing is drawn on Linux).
    open var contentMode = ContentMode.scaleToFill
    /// Whether the view's frame is turned into layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The views inside this one, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    open private(set) weak var superview: UIView?

    /// The insets that keep content clear of the screen's rounded corners, notch and home
    /// indicator: none for a view; a window's are the screen's.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Puts a view inside this one, in front of the others (taking it from its superview first).
    ///
    /// - Parameter view: The view.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        let newWindow = window
        view.willMoveToWindowTree(newWindow)
        subviews.append(view)
        view.superview = self
        view.didMoveToWindowTree(from: nil)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let old = superview else { return }
        let oldWindow = window
        willMoveToWindowTree(nil)
        old.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToWindowTree(from: oldWindow)
    }

    /// Whether the view waits to be laid out.
    private var needsLayout = false

    /// Marks the view as needing layout, done by ``layoutIfNeeded()`` or by the next layout pass,
    /// on the main actor's next turn (UIKit lays out at the end of the run loop's turn).
    open func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        Task { @MainActor [weak self] in self?.layoutIfNeeded() }
    }

    /// Lays out the view now if it needs it, then its subviews. Nothing is measured on Linux:
    /// laying out calls ``layoutSubviews()``, where a view does its work (a hosting controller's
    /// view shows its SwiftUI views then).
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Lays out the view's subviews; a subclass does its layout here. Called by UIKit, not by apps.
    open func layoutSubviews() {}

    /// The window the view is in (through its superviews), or nil when it is in none.
    open var window: UIWindow? { superview?.window }

    /// Called before the view moves to another window, or out of its window (nil).
    ///
    /// - Parameter newWindow: The window it moves to.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view moved to another window, or out of its window.
    open func didMoveToWindow() {}

    /// Tells the view and its subviews that their window went away (it was deallocated).
    func windowWentAway() {
        willMove(toWindow: nil)
        didMoveToWindow()
        for subview in subviews { subview.windowWentAway() }
    }

    /// Tells the view and its subviews that they are moving to `newWindow`, when it is another one.
    private func willMoveToWindowTree(_ newWindow: UIWindow?) {
        guard newWindow !== window else { return }
        willMove(toWindow: newWindow)
        for subview in subviews { subview.willMoveToWindowTree(newWindow) }
    }

    /// Tells the view and its subviews that they moved, when they are in another window than `oldWindow`.
    private func didMoveToWindowTree(from oldWindow: UIWindow?) {
        guard oldWindow !== window else { return }
        if window != nil { setNeedsLayout() }
        didMoveToWindow()
        for subview in subviews { subview.didMoveToWindowTree(from: oldWindow) }
    }

    /// Asks the view and its subviews to stop editing, dismissing the keyboard.
    ///
    /// - Parameter force: Whether to end editing even if a field refuses; not used.
    /// - Returns: True: there is no on-screen keyboard to dismiss, and SwiftUI's fields keep their
    ///   focus (`@FocusState` ends editing in SwiftUI).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }

    /// A view with a frame.
    ///
    /// - Parameter frame: The frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view decoded from an archive (as from a storyboard): an empty frame.
    ///
    /// - Parameter coder: The archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// A view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The proxy that sets the look of every view of this class: one per class, kept for the
    /// process, so what is set on it can be read back. It is made with the class's
    /// `init?(coder:)` (the one initializer every view class has), from an empty archive.
    ///
    /// - Returns: This class's proxy.
    public class func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy that sets the look of the views of this class inside instances of some container
    /// classes: one per class and list of containers, kept for the process, and made as
    /// ``appearance()`` makes its proxy.
    ///
    /// - Parameter containerTypes: The container classes, innermost last.
    /// - Returns: This class's proxy in those containers.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, in: containerTypes) { self.init(coder: NSCoder()) }
    }
}
