import TextUI
import UIKit

/// A UIKit view controller that hosts a SwiftUI view, as UIKit code embeds SwiftUI screens
/// (`window.rootViewController = UIHostingController(rootView: ContentView())`, a child
/// controller, a pushed screen). No UIKit view is shown on Linux: the controller keeps its root
/// view, which code may read and replace; a `ViewHost` mounts SwiftUI views to render and operate.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller hosts.
    public var rootView: Content
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
