/// What a page view controller tells of its turns; its methods are optional. No turn happens on
/// Linux (nobody swipes), so nothing calls them.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn to `pendingViewControllers` is starting.
    ///
    /// - Parameters:
    ///   - pageViewController: The controller.
    ///   - pendingViewControllers: The pages turned to.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])

    /// A turn ended.
    ///
    /// - Parameters:
    ///   - pageViewController: The controller.
    ///   - finished: Whether its animation finished.
    ///   - previousViewControllers: The pages shown before.
    ///   - completed: Whether the turn completed (rather than going back).
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - pageViewController: The controller.
    ///   - pendingViewControllers: The pages turned to.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - pageViewController: The controller.
    ///   - finished: Whether its animation finished.
    ///   - previousViewControllers: The pages shown before.
    ///   - completed: Whether the turn completed.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
