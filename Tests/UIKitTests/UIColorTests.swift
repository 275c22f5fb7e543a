import Testing
import TextUI
import UIKit

/// UIColor: system, component, named and dynamic colours, and their SwiftUI counterparts.
@Suite struct UIColorTests {
    @Test func coreGraphicsColours_carryTheirComponentsBothWays() {
        let teal = UIColor(red: 0.2, green: 0.6, blue: 0.6, alpha: 0.5)
        #expect(teal.cgColor == CGColor(red: 0.2, green: 0.6, blue: 0.6, alpha: 0.5))
        #expect(UIColor(cgColor: teal.cgColor) == teal)
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.systemRed.cgColor.alpha == 1, "\(UIColor.systemRed.cgColor)")
    }

    @Test func systemColours_areTheSameColourEachTime_andDifferFromEachOther() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue != UIColor.systemRed)
        #expect(UIColor.label.description == "UIColor.label")
    }

    @Test func componentColours_giveTheirComponents() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0.2, 0.4, 0.6, 1])
        #expect(color.withAlphaComponent(0.5) == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(!UIColor.systemTeal.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    }

    // UIKit's `getHue(_:saturation:brightness:alpha:)` gives back what `init(hue:…)` was made of;
    // `getWhite(_:alpha:)` answers for greys only.
    @Test func hueAndWhiteComponents_roundTrip() {
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        var alpha: CGFloat = 0
        let color = UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 0.9)
        #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.25) < 1e-9 && abs(saturation - 0.5) < 1e-9 && abs(brightness - 0.8) < 1e-9)
        #expect(alpha == 0.9)
        #expect(!UIColor.systemTeal.getHue(&hue, saturation: nil, brightness: nil, alpha: nil))

        var white: CGFloat = 0
        #expect(UIColor(white: 0.3, alpha: 1).getWhite(&white, alpha: &alpha) && white == 0.3)
        #expect(!color.getWhite(&white, alpha: &alpha))
    }

    @Test func colorLiterals_makeUIColors_thatColorsAreMadeFrom() {
        let literal = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(literal == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        #expect(Color(#colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)) == Color(uiColor: literal))
    }

    @Test func hueSaturationBrightness_convertToComponents() {
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let grey = UIColor(white: 0.5, alpha: 1)
        #expect(grey == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test func namedColours_keepTheirName() {
        let brand = UIColor(named: "Brand")
        #expect(brand?.description == "UIColor(named: \"Brand\")")
        #expect(Color(uiColor: brand!) == Color("Brand"))
    }

    /// `UIColor(resource:)` of a generated colour: its light components, its dark ones for dark
    /// traits; of a name only, the named colour.
    @Test func resourceColours_carryTheCatalogsComponents() {
        let brand = ColorResource(
            name: "Brand", bundle: .main, light: Color.Resolved(red: 1, green: 0, blue: 0),
            dark: Color.Resolved(red: 0, green: 0, blue: 1))
        let color = UIColor(resource: brand)
        #expect(color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(
            color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(UIColor(resource: ColorResource(name: "Ink", bundle: .main)) == UIColor(named: "Ink"))
    }

    @Test func dynamicColours_resolveByAppearance() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(color == .white)
    }

    @Test func swiftUIColours_fromUIColours() {
        // UIKit's system hues are SwiftUI's colours of the same name (as on iOS); its fixed
        // colours are their components; the rest keep their names.
        #expect(Color(uiColor: .systemGreen) == .green)
        #expect(Color(uiColor: .label) == .primary)
        #expect(Color(uiColor: .red) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(uiColor: .systemBackground) == Color("systemBackground"))
        #expect(Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1)) == Color(red: 1, green: 0, blue: 0))
    }
}
