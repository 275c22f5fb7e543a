import Foundation
import Testing
import UIKit

/// `UIPageViewController` as representables wrap it (Apple's *Interfacing with UIKit* tutorial):
/// pages are set, and the data source gives the pages around one, in a loop.
@MainActor
@Suite struct UIPageViewControllerTests {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let controllers = [UIViewController(), UIViewController(), UIViewController()]

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            guard let index = controllers.firstIndex(of: viewController) else { return nil }
            return index == 0 ? controllers.last : controllers[index - 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            guard let index = controllers.firstIndex(of: viewController) else { return nil }
            return index + 1 == controllers.count ? controllers.first : controllers[index + 1]
        }
    }

    @Test func setPages_areShown_andTheDataSourceGivesTheirNeighbours() {
        let pages = Pages()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = pages
        controller.delegate = pages
        #expect(controller.viewControllers == nil)
        #expect(controller.spineLocation == .none)

        var finished: Bool?
        controller.setViewControllers([pages.controllers[1]], direction: .forward, animated: true) { finished = $0 }
        #expect(finished == true)
        #expect(controller.viewControllers == [pages.controllers[1]])
        #expect(controller.pageAfter(pages.controllers[2]) === pages.controllers[0])
        #expect(controller.pageBefore(pages.controllers[0]) === pages.controllers[2])
        #expect(pages.presentationCount(for: controller) == 0)
    }

    @Test func aPageCurl_hasItsSpineWhereTheOptionsSay() {
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(curl.spineLocation == .mid)
        #expect(
            UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation == .min)
        #expect(curl.navigationOrientation == .vertical)
    }
}
