import ShelfBrand
import SwiftUI
import Testing
import TextUITesting
import UIKit

/// The brand's colours are the asset catalog's, light and dark, in each spelling Xcode generates;
/// its logo is the catalog's image of that name.
@MainActor
@Suite struct ShelfBrandTests {
    private func resolved(_ color: Color, _ scheme: ColorScheme = .light) -> String {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolve(in: environment).description
    }

    @Test func catalogColours_resolveToTheirComponents() {
        #expect(resolved(Brand.primary) == "#FF6600FF")
        #expect(resolved(Brand.primary, .dark) == "#FF9933FF")
        #expect(resolved(Brand.accent) == "#336699FF")
        #expect(resolved(Brand.background) == "#FAF0E6FF")
        #expect(Brand.gold.resolve(in: EnvironmentValues()).red > 1)
        #expect(Brand.primary.description == "NamedColor(name: \"BrandPrimary\", bundle: nil)")
        #expect(resolved(Color(uiColor: Brand.primaryUIColor)) == "#FF6600FF")
        let dark = Brand.primaryUIColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(resolved(Color(uiColor: dark)) == "#FF9933FF")
    }

    @Test func theLogo_isTheCatalogsImage() {
        #expect(Image(Brand.resource) == Image("Logo"))
        #expect(Image(uiImage: Brand.logo) == Image("Logo"))
        #expect(ViewHost(BrandBadge()).render() == "[ Logo ]")
    }
}
