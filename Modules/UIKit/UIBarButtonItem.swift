import Foundation

/// A button of a navigation bar or toolbar, for its appearance proxy
/// (`UIBarButtonItem.appearance().tintColor = .white`,
/// `UIBarButtonItem.appearance().setTitleTextAttributes([.font: …], for: .normal)`). SwiftUI's
/// toolbar items are rendered as text; what is set here is kept and changes nothing drawn.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    /// How a bar button looks.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A bordered button (deprecated in UIKit; as `plain`).
        case bordered
        /// The button that ends a task, drawn bold.
        case done
    }

    /// How the button looks.
    open var style: Style = .plain
    /// The colour of the button's title and image (nil: the bar's tint).
    open var tintColor: UIColor?
    /// The button's width (0: its content's).
    open var width: CGFloat = 0
    /// A view shown in place of the button.
    open var customView: UIView?
    /// Whether the button is shown chosen.
    open var isSelected = false

    /// A button with no title or image.
    public override init() {
        super.init()
    }

    /// A button decoded from an archive: nothing is read from it.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button that shows a view.
    ///
    /// - Parameter customView: The view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
