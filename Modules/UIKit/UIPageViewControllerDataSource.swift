/// What gives a page view controller the pages around a page.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    ///
    /// - Parameters:
    ///   - pageViewController: The controller.
    ///   - viewController: A page.
    /// - Returns: The page before it.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?

    /// The page after `viewController`, or nil at the last.
    ///
    /// - Parameters:
    ///   - pageViewController: The controller.
    ///   - viewController: A page.
    /// - Returns: The page after it.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?

    /// The number of pages, for the controller's page indicator (optional).
    ///
    /// - Parameter pageViewController: The controller.
    /// - Returns: The number of pages.
    func presentationCount(for pageViewController: UIPageViewController) -> Int

    /// The page the indicator shows as current (optional).
    ///
    /// - Parameter pageViewController: The controller.
    /// - Returns: Its index.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No indicator.
    ///
    /// - Parameter pageViewController: The controller.
    /// - Returns: 0.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }

    /// The first page.
    ///
    /// - Parameter pageViewController: The controller.
    /// - Returns: 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
