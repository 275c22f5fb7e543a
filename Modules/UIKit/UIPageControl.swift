/// A page control, for its appearance proxy (apps colour the dots of SwiftUI's paged `TabView`
/// through it: `UIPageControl.appearance().currentPageIndicatorTintColor = .black`) and the
/// representables that wrap one. No UIKit view is shown on Linux: what is set is kept and changes
/// nothing drawn; its current page stays in range, and a `.valueChanged` action runs when code
/// sends it (`sendActions(for:)`).
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?
    /// The number of pages.
    open var numberOfPages = 0
    /// The current page (kept between 0 and the last page).
    open var currentPage = 0 {
        didSet { currentPage = max(0, min(currentPage, numberOfPages - 1)) }
    }
    /// Whether the control hides when there is one page.
    open var hidesForSinglePage = false
    /// The look of the control's background.
    open var backgroundStyle = BackgroundStyle.automatic

    /// The look of a page control's background.
    public enum BackgroundStyle: Int, Sendable {
        /// As the control's interaction decides.
        case automatic
        /// Always prominent.
        case prominent
        /// Always minimal.
        case minimal
    }
}
