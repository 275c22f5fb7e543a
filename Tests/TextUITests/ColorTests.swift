import Foundation
import Testing
import TextUI

/// Colours compute their components as SwiftUI does on iOS: system colours in light and dark,
/// converted hues, multiplied opacities, Core Graphics colours.
@MainActor
@Suite struct ColorTests {
    private func components(_ color: Color, _ scheme: ColorScheme = .light) -> [Float] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let resolved = color.resolve(in: environment)
        return [resolved.red, resolved.green, resolved.blue, resolved.opacity].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func systemColors_resolveToTheirIOSComponents_lightAndDark() {
        #expect(Color.red.resolve(in: EnvironmentValues()).description == "#FF3B30FF")
        #expect(components(.red, .dark) == components(Color(red: 1, green: 69 / 255, blue: 58 / 255), .dark))
        #expect(Color.blue.resolve(in: EnvironmentValues()).description == "#007AFFFF")
        #expect(Color.accentColor.resolve(in: EnvironmentValues()) == Color.blue.resolve(in: EnvironmentValues()))
        #expect(components(.primary) == [0, 0, 0, 1])
        #expect(components(.primary, .dark) == [1, 1, 1, 1])
        #expect(components(.secondary)[3] == 0.6)
        #expect(components(.clear) == [0, 0, 0, 0])
        let all: [Color] = [
            .orange, .yellow, .green, .mint, .teal, .cyan, .indigo, .purple, .pink, .brown, .gray, .black, .white,
        ]
        #expect(Set(all.map { $0.resolve(in: EnvironmentValues()) }).count == all.count)
    }

    @Test func rgb_keepsItsComponents_andLinearIsEncoded() {
        #expect(components(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)) == [1, 0.5, 0, 0.25])
        #expect(components(Color(white: 0.5)) == [0.5, 0.5, 0.5, 1])
        let linear = Color(.sRGBLinear, white: 0.5).resolve(in: EnvironmentValues())
        #expect(abs(linear.red - 0.735) < 0.001)
        #expect(abs(linear.linearRed - 0.5) < 0.0001)
        var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
        resolved.linearGreen = 0.5
        resolved.linearBlue = 1
        #expect(
            abs(resolved.green - 0.735) < 0.001 && abs(resolved.blue - 1) < 1e-6 && abs(resolved.linearBlue - 1) < 1e-6)
    }

    @Test func hsb_convertsToRGB() {
        #expect(components(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
        #expect(components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 1, 0, 1])
        #expect(components(Color(hue: 0.5, saturation: 1, brightness: 0.5, opacity: 0.5)) == [0, 0.5, 0.5, 0.5])
        #expect(components(Color(hue: 0.75, saturation: 0, brightness: 0.4)) == [0.4, 0.4, 0.4, 1])
        #expect(components(Color(hue: 1, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
    }

    @Test func opacity_multipliesTheOpacity() {
        #expect(components(Color.red.opacity(0.5).opacity(0.5))[3] == 0.25)
        #expect(Color.red.opacity(0.5) != Color.red)
        #expect(Color.red.opacity(0.5) == Color.red.opacity(0.5))
    }

    @Test func resolved_roundTripsThroughAColor() {
        let resolved = Color.Resolved(colorSpace: .sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)
        #expect(Color(resolved).resolve(in: EnvironmentValues()) == resolved)
        #expect(Color.Resolved(red: 1, green: 0, blue: 0) != Color.red.resolve(in: EnvironmentValues()))
    }

    @Test func cgColor_carriesTheComponents() throws {
        let cgColor = try #require(Color(red: 1, green: 0.5, blue: 0).cgColor)
        #expect(cgColor.components == [1, 0.5, 0, 1])
        #expect(cgColor.numberOfComponents == 4 && cgColor.alpha == 1)
        #expect(cgColor.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(CGColor(gray: 0.5, alpha: 1) == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(components(Color(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))) == [0, 0, 1, 0.5])
        #expect(Color.Resolved(red: 0, green: 1, blue: 0).cgColor.components == [0, 1, 0, 1])
    }

    @Test func assetColor_resolvesClear_andHasNoCGColor() {
        #expect(components(Color("Brand", bundle: .main)) == [0, 0, 0, 0])
        #expect(Color("Brand").cgColor == nil)
        #expect(Color("Brand") == Color("Brand") && Color("Brand") != Color("Other"))
    }

    /// What the AssetSymbols plugin generates for a colour set: its components in the light and
    /// dark appearance, named as a catalog colour is; from a name only, the named colour.
    @Test func catalogColor_resolvesToItsComponents_byColorScheme() {
        let brand = ColorResource(
            name: "Brand", bundle: .main, light: Color.Resolved(red: 1, green: 0.5, blue: 0),
            dark: Color.Resolved(colorSpace: .sRGB, red: 0, green: 0, blue: 1, opacity: 0.5))
        #expect(components(Color(brand)) == [1, 0.5, 0, 1])
        #expect(components(Color(brand), .dark) == [0, 0, 1, 0.5])
        #expect(Color(brand).description == Color("Brand").description)
        #expect(Color(brand).cgColor?.components == [1, 0.5, 0, 1])
        let lightOnly = ColorResource(
            name: "Ink", bundle: .main, light: Color.Resolved(red: 0.2, green: 0.2, blue: 0.2))
        #expect(components(Color(lightOnly), .dark) == components(Color(lightOnly)))
        #expect(Color(ColorResource(name: "Brand", bundle: .main)) == Color("Brand"))
    }

    @Test func description_namesSystemColors_andGivesHexForComponents() {
        #expect(Color.red.description == "red")
        #expect(Color(red: 1, green: 0, blue: 0.5).description == "#FF0080FF")
        #expect(Color.red.opacity(0.5).description == "50% red")
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, ModifiedColorCompatibilityTests
    /// (each `opacity(_:)` shows as a rounded percentage, the last applied first, and multiplies).
    @Test func nestedOpacities_eachShowInTheDescription_andMultiply() {
        #expect(Color.red.opacity(0.334).description == "33% red")
        #expect(Color.red.opacity(0.336).description == "34% red")
        let twice = Color.red.opacity(0.3).opacity(0.5)
        #expect(twice.description == "50% 30% red")
        #expect(twice.resolve(in: EnvironmentValues()).opacity == 0.15)
        #expect(Color.red.opacity(0.334).resolve(in: EnvironmentValues()).opacity == 0.334)
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, ColorResolvedCompatibilityTests
    /// (the hex description of components in each colour space; Display P3 is converted to sRGB,
    /// and sRGB components go through SwiftUI's linear storage, so 0.3 writes as `4C`).
    @Test(arguments: [
        (Color.RGBColorSpace.sRGB, Float(0), Float(0), Float(0), Float(0), "#00000000"),
        (.sRGB, 0.01, 0.02, 0.03, 0.04, "#0305080A"),
        (.sRGB, 0.3, 0.3, 0.3, 0.3, "#4C4C4C4D"),
        (.sRGB, 0.412, 0.508, 0.690, 0.748, "#6982B0BF"),
        (.sRGB, 1, 1, 1, 1, "#FFFFFFFF"),
        (.sRGBLinear, 0.01, 0.02, 0.03, 0.04, "#1927300A"),
        (.sRGBLinear, 0.3, 0.3, 0.3, 0.3, "#9595954D"),
        (.sRGBLinear, 0.6, 0.6, 0.6, 0.6, "#CBCBCB99"),
        (.displayP3, 0.01, 0.02, 0.03, 0.04, "#0205080A"),
        (.displayP3, 0.3, 0.3, 0.3, 0.3, "#4D4C4C4D"),
        (.displayP3, 0.412, 0.508, 0.690, 0.748, "#6382B4BF"),
        (.displayP3, 0.6, 0.6, 0.6, 0.6, "#99999999"),
        (.displayP3, 1, 1, 1, 1, "#FFFFFFFF"),
    ])
    func resolvedDescription_convertsToSRGB_andRoundsAsSwiftUI(
        space: Color.RGBColorSpace, red: Float, green: Float, blue: Float, opacity: Float, expected: String
    ) {
        let resolved = Color.Resolved(colorSpace: space, red: red, green: green, blue: blue, opacity: opacity)
        #expect(resolved.description == expected)
    }

    /// Display P3 red lies outside sRGB: SwiftUI keeps it in extended range (Apple's docs,
    /// Color.Resolved: "The values are stored in the Linear sRGB color space, using extended
    /// range"), so its sRGB red exceeds 1 and its green is negative.
    @Test func displayP3Red_isOutsideSRGB_inExtendedRange() {
        let resolved = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
        #expect(resolved.red > 1 && resolved.green < 0 && resolved.blue < 0)
        #expect(resolved.description == "#FF0000FF")
    }

    @Test func gradientColors_areSpreadEvenly() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(gradient.stops.map(\.color) == [.red, .green, .blue])
        #expect(Gradient(colors: [.red]).stops == [Gradient.Stop(color: .red, location: 0)])
        #expect(Gradient(stops: [.init(color: .red, location: 0.3)]).stops.first?.location == 0.3)
    }

    @Test func backgroundStyle_reachesTheEnvironment() {
        struct Reader: View {
            @Environment(\.backgroundStyle) var style
            var body: some View { Text(style == nil ? "none" : "set") }
        }
        #expect(ViewHost(Reader()).render() == "none")
        #expect(ViewHost(Reader().backgroundStyle(.blue)).render() == "set")
    }
}
