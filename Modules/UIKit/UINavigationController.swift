import Foundation

/// A navigation controller, as far as apps reach for one: a stack of view controllers that pushing
/// and popping change (SwiftUI's `NavigationStack` is what renders navigation here), and the base
/// of `UIImagePickerController`. Nothing is shown on Linux.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// A navigation controller with an empty stack.
    public override init() {
        super.init()
    }

    /// A navigation controller with one controller on its stack.
    ///
    /// - Parameter rootViewController: The stack's root.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }

    /// A navigation controller decoded from an archive: an empty stack.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Puts a controller on top of the stack.
    ///
    /// - Parameters:
    ///   - viewController: The controller.
    ///   - animated: Whether to animate; not used.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Takes the top controller off the stack, unless it is the root.
    ///
    /// - Parameter animated: Whether to animate; not used.
    /// - Returns: The controller taken off, or nil at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
}
