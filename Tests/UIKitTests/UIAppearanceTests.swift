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
