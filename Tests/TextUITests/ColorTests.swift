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
        #expect(components(Color(.displayP3, red: 0.2, green: 0.4, blue: 0.6)) == [0.2, 0.4, 0.6, 1])
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
        #expect(Color.red.opacity(1) == Color.red)
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

    @Test func description_namesSystemColors_andGivesHexForComponents() {
        #expect(Color.red.description == "red")
        #expect(Color(red: 1, green: 0, blue: 0.5).description == "#FF0080FF")
        #expect(Color.red.opacity(0.5).description == "50% red")
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
