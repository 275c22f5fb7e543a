import TextUI
import UIKit

/// A UIKit view controller that hosts a SwiftUI view, as UIKit code embeds SwiftUI screens
/// (`window.rootViewController = UIHostingController(rootView: ContentView())`, a child
/// controller, a pushed screen). No UIKit view is drawn on Linux; as in UIKit, once the
/// controller's view is in a window and laid out, its SwiftUI views live (`onAppear`, tasks, state
/// updates), a new ``rootView`` updates them, and they disappear when the view leaves the window.
/// To render and operate SwiftUI views, mount them in a `ViewHost`.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller hosts; setting it updates the views shown (their state is
    /// kept, as a parent's new value keeps its child's).
    public var rootView: Content {
        didSet { hostingView?.rootViewChanged() }
    }
    /// Which sizes the controller keeps up to date with its view's ideal size.
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe-area regions the hosted view respects.
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller hosting `rootView`.
    ///
    /// - Parameter rootView: The SwiftUI view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// A controller decoded from an archive (as from a storyboard), hosting `rootView`.
    ///
    /// - Parameters:
    ///   - coder: The archive; nothing is read from it.
    ///   - rootView: The SwiftUI view.
    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// No controller: an archive alone cannot give the root view (SwiftUI asks for
    /// ``init(coder:rootView:)`` in a storyboard's creation block).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller's view, which shows the SwiftUI views once it is in a window.
    open override func loadView() {
        view = UIHostingView(controller: self, frame: UIScreen.main.bounds)
    }

    /// The view that shows the SwiftUI views, once loaded.
    var hostingView: UIHostingView<Content>? {
        isViewLoaded ? view as? UIHostingView<Content> : nil
    }

    /// The size the hosted view takes in a proposed size: the proposal, as text output measures no
    /// points.
    ///
    /// - Parameter size: The proposed size.
    /// - Returns: The size.
    open func sizeThatFits(in size: CGSize) -> CGSize {
        size
    }
}

/// Which sizes a hosting controller keeps up to date with its view's ideal size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int

    /// Options from their raw value.
    ///
    /// - Parameter rawValue: The bits of the options.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The controller's preferred content size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// Its view's intrinsic content size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
