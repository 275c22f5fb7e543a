import Foundation

/// An item of a navigation bar, toolbar or tab bar, for its appearance proxy: apps style SwiftUI's
/// toolbar buttons through it (`UIBarButtonItem.appearance().tintColor = .white`). No UIKit bar
/// is shown on Linux: what is set is kept and changes nothing drawn.
@MainActor @preconcurrency
open class UIBarItem: NSObject, UIAppearance {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item can be chosen.
    open var isEnabled = true
    /// A number that identifies the item.
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    public override init() {
        super.init()
    }

    /// An item decoded from an archive (as from a storyboard): nothing is read from it.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Sets the attributes of the item's title in a state.
    ///
    /// - Parameters:
    ///   - attributes: The attributes (`.foregroundColor`, `.font`…); nil removes them.
    ///   - state: The state they are for.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes of the item's title in a state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The attributes set for it, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The proxy that sets the look of every item of this class: one per class, kept for the
    /// process, made with the class's `init?(coder:)` from an empty archive.
    ///
    /// - Returns: This class's proxy.
    public class func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy that sets the look of the items of this class inside instances of some container
    /// classes: one per class and list of containers, kept for the process.
    ///
    /// - Parameter containerTypes: The container classes, innermost last.
    /// - Returns: This class's proxy in those containers.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, in: containerTypes) { self.init(coder: NSCoder()) }
    }
}
