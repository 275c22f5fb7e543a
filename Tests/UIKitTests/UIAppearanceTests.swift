import Testing
import TextUI
import UIKit

/// Appearance proxies keep what apps set on them when they launch, one proxy per class, and
/// change nothing a host renders (there are no UIKit bars to style).
@MainActor
@Suite struct UIAppearanceTests {
    @Test func eachClass_hasOneProxy_thatKeepsWhatIsSet() {
        let appearance = UINavigationBarAppearance()
        appearance.largeTitleTextAttributes = [
            .foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 35),
        ]

        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().tintColor = .systemRed

        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        #expect(UINavigationBar.appearance() !== UIView.appearance())
        #expect(UINavigationBar.appearance().scrollEdgeAppearance === appearance)
        #expect(UINavigationBar.appearance().tintColor == .systemRed)
        #expect(appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
    }

    @Test func configuringABackground_replacesWhatWasSet() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundImage = UIImage(named: "stripes")

        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundImage == nil)
        #expect(appearance.shadowColor != nil)

        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == nil)

        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(UINavigationBarAppearance(barAppearance: appearance).backgroundEffect?.style == .systemChromeMaterial)
    }

    @Test func stylingTheBars_changesNothingRendered() {
        struct Home: View {
            var body: some View {
                NavigationStack { Text("Welcome").navigationTitle("Home") }
            }
        }
        let before = ViewHost(Home()).render()

        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance.configureWithTransparentBackground()

        #expect(ViewHost(Home()).render() == before)
        #expect(before.contains("Home"))
    }
}

/// The proxies of lists, text views, pickers, page dots and tab bars, which SwiftUI apps set to
/// style SwiftUI's `List`, `TextEditor`, segmented `Picker`, paged `TabView` and `TabView`.
@MainActor
@Suite struct UIListAndControlAppearanceTests {
    @Test func segmentedControlTitles_keepTheirAttributesPerState() {
        let control = UISegmentedControl()
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .normal)

        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(control.titleTextAttributes(for: .normal)?[.font] as? UIFont == UIFont.systemFont(ofSize: 12))
        #expect(control.titleTextAttributes(for: .highlighted) == nil)

        control.setTitleTextAttributes(nil, for: .selected)
        #expect(control.titleTextAttributes(for: .selected) == nil)
    }

    @Test func listAndControlProxies_areTheirClasses_andKeepWhatIsSet() {
        UITableView.appearance().separatorStyle = .none
        UIPageControl.appearance().currentPageIndicatorTintColor = .black

        #expect(UITableView.appearance().separatorStyle == .none)
        #expect(UIPageControl.appearance().currentPageIndicatorTintColor == .black)
        #expect(UITableView.appearance() !== UIScrollView.appearance())
        #expect(UITextView.appearance() !== UIScrollView.appearance())
        #expect(UITabBar.appearance() === UITabBar.appearance())
    }

    @Test func containmentProxies_arePerContainers_andKeepWhatIsSet() {
        let inBars = UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
        inBars.adjustsFontSizeToFitWidth = true

        #expect(UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]) === inBars)
        #expect(UILabel.appearance(whenContainedInInstancesOf: [UITabBar.self]) !== inBars)
        #expect(UILabel.appearance() !== inBars)
        #expect(UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).adjustsFontSizeToFitWidth)
    }

    @Test func tabItemLooks_areKeptPerLayoutAndState() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.iconColor = .gray
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]

        #expect(appearance.stackedLayoutAppearance.normal.iconColor == .gray)
        #expect(
            appearance.stackedLayoutAppearance.selected.titleTextAttributes[.foregroundColor] as? UIColor == .systemBlue
        )
        #expect(appearance.inlineLayoutAppearance.normal.iconColor == nil)
    }
}

/// The transparent-bar idioms: an empty image as the background and shadow, a custom back
/// indicator, button title attributes.
@MainActor
@Suite struct UINavigationBarImageTests {
    @Test func backgroundImages_areKeptPerMetrics() {
        let bar = UINavigationBar()
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()

        #expect(bar.backgroundImage(for: .default)?.size == .zero)
        #expect(bar.backgroundImage(for: .compact) == nil)

        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundImage(for: .default) == nil)
    }

    @Test func backIndicatorAndButtonAppearances_areKept() {
        let appearance = UINavigationBarAppearance()
        let arrow = UIImage(systemName: "arrow.left")
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]

        #expect(appearance.backIndicatorImage === arrow)
        #expect(appearance.backIndicatorTransitionMaskImage === arrow)
        #expect(appearance.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .clear)
        #expect(appearance.buttonAppearance.normal.titleTextAttributes.isEmpty)
    }

    @Test func barButtonItems_haveTheirOwnProxy_keepingTintAndTitleAttributes() {
        UIBarButtonItem.appearance().tintColor = .white
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).style = .done

        #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
        #expect(UIBarButtonItem.appearance() !== UIBarItem.appearance())
        #expect(UIBarButtonItem.appearance().tintColor == .white)
        #expect(
            UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .disabled) == nil)
        #expect(UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).style == .done)
        #expect(UIBarButtonItem.appearance().style == .plain)

        let item = UIBarButtonItem(customView: UIView())
        #expect(item.customView != nil)
        #expect(item.tintColor == nil, "an item is not its class's proxy")
    }
}
