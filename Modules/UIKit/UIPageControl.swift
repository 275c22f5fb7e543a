/// A page control, for its appearance proxy: apps colour the dots of SwiftUI's paged `TabView`
/// through it (`UIPageControl.appearance().currentPageIndicatorTintColor = .black`). No UIKit view
/// is shown on Linux: what is set is kept and changes nothing.
@MainActor
open class UIPageControl: UIControl {
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?
    /// The number of pages.
    open var numberOfPages = 0
    /// The current page.
    open var currentPage = 0
}
