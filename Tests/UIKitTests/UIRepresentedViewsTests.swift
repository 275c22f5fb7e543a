import Foundation
import Testing
import TextUI
import UIKit

/// The UIKit views apps wrap in representables: buttons and their actions, activity indicators,
/// image views, page controls, search bars, text fields and scroll views, as UIKit documents them.
@MainActor
@Suite struct UIRepresentedViewsTests {
    // Apple's `setTitle(_:for:)`: "If a title is not specified for a state, the default is to use
    // the title associated with the normal state."
    @Test func aButtonsTitle_fallsBackToTheNormalStates() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .disabled)
        #expect(button.currentTitle == "Save")
        #expect(button.title(for: .highlighted) == "Save")
        #expect(button.titleLabel?.text == "Save")

        button.isEnabled = false
        #expect(button.currentTitle == "Saving")
        #expect(button.buttonType == .system)
    }

    // Apple's `UIButton(type:primaryAction:)`: the action's title and image are the button's, and
    // it runs on the primary action (a tap).
    @Test func aButtonsPrimaryAction_titlesIt_andRunsWhenItIsTapped() {
        var taps: [String] = []
        let button = UIButton(
            primaryAction: UIAction(title: "Add") { action in
                taps.append(action.title + " from " + String(describing: type(of: action.sender!)))
            })
        #expect(button.currentTitle == "Add")

        button.sendActions(for: .valueChanged)
        #expect(taps.isEmpty)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == ["Add from UIButton"])
    }

    // Apple's `addAction(_:for:)` and `removeAction(_:for:)`: actions run for their events, in the
    // order they were added, until removed.
    @Test func controlActions_runForTheirEvents_untilRemoved() {
        var log: [String] = []
        let control = UIControl()
        let first = UIAction { _ in log.append("first") }
        let second = UIAction { _ in log.append("second") }
        control.addAction(first, for: [.touchUpInside, .valueChanged])
        control.addAction(second, for: .touchUpInside)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])

        control.sendActions(for: .touchUpInside)
        control.removeAction(first, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)

        #expect(log == ["first", "second", "second", "first"])
    }

    // Apple's `hidesWhenStopped`: "the activity indicator is hidden when the animation stops";
    // true by default.
    @Test func anActivityIndicator_isHiddenWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.hidesWhenStopped)
        #expect(spinner.isHidden && !spinner.isAnimating)

        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)

        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(spinner.style == .large)
    }

    // Apple's `UIImageView(image:)`: "adjusts the frame of the receiver to match the size of the
    // specified image"; image views do not take touches by default.
    @Test func anImageView_takesItsImagesSize_andNoTouches() {
        let gif = Data(Array("GIF89a".utf8) + [10, 0, 20, 0])
        let view = UIImageView(image: UIImage(data: gif))
        #expect(view.frame.size == CGSize(width: 10, height: 20))
        #expect(!view.isUserInteractionEnabled)
        view.contentMode = .scaleAspectFit
        #expect(view.contentMode == .scaleAspectFit)

        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = [UIImage()]
        view.startAnimating()
        #expect(view.isAnimating)
    }

    // Apple's `currentPage`: "values outside the possible range are pinned to either 0 or
    // numberOfPages minus 1".
    @Test func aPageControlsCurrentPage_staysInRange() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
    }

    final class Coordinator: NSObject, UISearchBarDelegate, UITextFieldDelegate {
        var searched: [String] = []
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { searched.append(searchText) }
    }

    @Test func searchBarsAndTextFields_keepTheirSettings_andHoldTheirDelegatesWeakly() {
        let bar = UISearchBar()
        let field = UITextField()
        var coordinator: Coordinator? = Coordinator()
        bar.delegate = coordinator
        field.delegate = coordinator
        bar.placeholder = "Search"
        bar.setShowsCancelButton(true, animated: true)
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        field.keyboardType = .emailAddress

        bar.delegate?.searchBar(bar, textDidChange: "ali")
        #expect(coordinator?.searched == ["ali"])
        #expect(bar.showsCancelButton && bar.placeholder == "Search")
        #expect(field.delegate?.textFieldShouldReturn(field) == true)
        #expect(field.borderStyle == .roundedRect && field.isSecureTextEntry && field.keyboardType == .emailAddress)

        coordinator = nil
        #expect(bar.delegate == nil && field.delegate == nil)
    }

    // Apple's `setZoomScale(_:animated:)`: the scale is kept between the minimum and maximum.
    @Test func aScrollView_keepsItsOffset_andZoomsWithinItsScales() {
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))

        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 4
        scroll.setZoomScale(6, animated: false)
        #expect(scroll.zoomScale == 4)
        scroll.setZoomScale(0.5, animated: false)
        #expect(scroll.zoomScale == 1)
    }
}
