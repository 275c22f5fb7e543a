/// A controller that shows one page (a view controller) at a time, as representables wrap one for
/// swiping between SwiftUI pages (Apple's *Interfacing with UIKit* tutorial). No UIKit view is
/// shown on Linux and nobody swipes: the pages set with
/// ``setViewControllers(_:direction:animated:completion:)`` are the ones shown, and the data source
/// answers when code asks it for the page before or after one (``pageBefore(_:)``, ``pageAfter(_:)``).
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages turn.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is, for the page-curl style.
    public let spineLocation: SpineLocation
    /// What gives the pages before and after a page.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// What is told when pages turn.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Whether a page has content on both sides.
    open var isDoubleSided = false
    /// The pages shown: nil until they are set.
    open private(set) var viewControllers: [UIViewController]?

    /// A page view controller turning pages in `style` along `navigationOrientation`.
    ///
    /// - Parameters:
    ///   - style: How pages turn.
    ///   - navigationOrientation: Which way.
    ///   - options: The spine location (`.spineLocation`) and the space between pages
    ///     (`.interPageSpacing`).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = spine ?? (style == .pageCurl ? .min : .none)
        super.init()
    }

    /// A controller decoded from an archive (as from a storyboard): it scrolls horizontally.
    ///
    /// - Parameter coder: The archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init()
    }

    /// Shows `viewControllers`; `completion` is called with true (the turn finished).
    ///
    /// - Parameters:
    ///   - viewControllers: The pages to show (one, or two for a double-sided spine in the middle).
    ///   - direction: Which way the turn goes.
    ///   - animated: Whether the turn is animated; nothing is.
    ///   - completion: Called with whether the turn finished.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        self.viewControllers = viewControllers
        completion?(true)
    }

    /// The page the data source gives before `page` (not UIKit API: what a swipe to the previous
    /// page asks it).
    ///
    /// - Parameter page: A page.
    /// - Returns: The page before it, or nil.
    public func pageBefore(_ page: UIViewController) -> UIViewController? {
        dataSource?.pageViewController(self, viewControllerBefore: page)
    }

    /// The page the data source gives after `page` (not UIKit API: what a swipe to the next page
    /// asks it).
    ///
    /// - Parameter page: A page.
    /// - Returns: The page after it, or nil.
    public func pageAfter(_ page: UIViewController) -> UIViewController? {
        dataSource?.pageViewController(self, viewControllerAfter: page)
    }

    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// Like a book's pages.
        case pageCurl = 0
        /// Sliding.
        case scroll = 1
    }

    /// Which way pages turn.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of page-curled pages is.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// At the left or top edge.
        case min = 1
        /// In the middle (two pages shown).
        case mid = 2
        /// At the right or bottom edge.
        case max = 3
    }

    /// An option of a page view controller.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// A key by name.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The spine's location (an `Int` of a ``SpineLocation``).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, in points (scroll style).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
