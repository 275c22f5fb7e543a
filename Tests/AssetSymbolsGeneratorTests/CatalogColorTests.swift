import AssetSymbolsGenerator
import Foundation
import Testing

/// A colour set's `Contents.json` in each form Xcode writes it, and the malformed ones.
@Suite struct CatalogColorTests {
    private func json(_ colors: String) -> Data {
        Data(#"{"colors": [\#(colors)], "info": {"author": "xcode", "version": 1}}"#.utf8)
    }

    private func entry(
        space: String = "srgb", red: String, green: String, blue: String, alpha: String = "1.000",
        appearances: String? = nil, idiom: String = "universal"
    ) -> String {
        let appearance = appearances.map { #""appearances": [\#($0)], "# } ?? ""
        return
            #"{\#(appearance)"color": {"color-space": "\#(space)", "components": {"alpha": "\#(alpha)", "blue": "\#(blue)", "green": "\#(green)", "red": "\#(red)"}}, "idiom": "\#(idiom)"}"#
    }

    private let dark = #"{"appearance": "luminosity", "value": "dark"}"#

    @Test func floatingPointComponents_areFractions() throws {
        let color = try CatalogColor.parse(json(entry(red: "1.000", green: "0.500", blue: "0.000", alpha: "0.800")))
        #expect(color.light == .init(space: .sRGB, red: 1, green: 0.5, blue: 0, alpha: 0.8))
        #expect(color.dark == nil)
    }

    @Test func hexadecimalComponents_are8Bit() throws {
        let color = try CatalogColor.parse(json(entry(red: "0xFF", green: "0x80", blue: "0x00")))
        #expect(color.light == .init(space: .sRGB, red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    @Test func integerComponents_are8Bit() throws {
        let color = try CatalogColor.parse(json(entry(red: "255", green: "51", blue: "0")))
        #expect(color.light == .init(space: .sRGB, red: 1, green: 0.2, blue: 0, alpha: 1))
    }

    @Test func displayP3_andLinear_keepTheirSpace_greyIsOneComponent() throws {
        let p3 = try CatalogColor.parse(json(entry(space: "display-p3", red: "1.000", green: "0.000", blue: "0.000")))
        #expect(p3.light?.space == .displayP3)
        let linear = try CatalogColor.parse(
            json(entry(space: "extended-linear-srgb", red: "0.5", green: "0.5", blue: "0.5")))
        #expect(linear.light?.space == .sRGBLinear)
        let grey = try CatalogColor.parse(
            json(
                #"{"color": {"color-space": "gray-gamma-22", "components": {"alpha": "1.000", "white": "0.250"}}, "idiom": "universal"}"#
            ))
        #expect(grey.light == .init(space: .sRGB, red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
    }

    @Test func darkAppearance_isKeptApart() throws {
        let color = try CatalogColor.parse(
            json(
                entry(red: "1.000", green: "1.000", blue: "1.000") + ", "
                    + entry(red: "0x00", green: "0x00", blue: "0x00", appearances: dark)))
        #expect(color.light?.red == 1)
        #expect(color.dark == .init(space: .sRGB, red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func anExplicitLightAppearance_winsOverAny_highContrastIsPassedOver() throws {
        let light = #"{"appearance": "luminosity", "value": "light"}"#
        let contrast = #"{"appearance": "contrast", "value": "high"}"#
        let color = try CatalogColor.parse(
            json(
                [
                    entry(red: "0.100", green: "0.100", blue: "0.100", appearances: contrast),
                    entry(red: "0.200", green: "0.200", blue: "0.200"),
                    entry(red: "0.300", green: "0.300", blue: "0.300", appearances: light),
                ].joined(separator: ", ")))
        #expect(color.light?.red == 0.3)
    }

    @Test func universalIdiom_winsOverOthers() throws {
        let color = try CatalogColor.parse(
            json(
                entry(red: "0.100", green: "0", blue: "0", idiom: "ipad") + ", "
                    + entry(red: "0.700", green: "0", blue: "0")))
        #expect(color.light?.red == 0.7)
    }

    @Test func aSystemColourReference_orNoColour_hasNoComponents() throws {
        let reference = try CatalogColor.parse(
            json(#"{"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}"#))
        #expect(reference == CatalogColor(light: nil, dark: nil))
        #expect(try CatalogColor.parse(Data(#"{"info": {"version": 1}}"#.utf8)) == CatalogColor(light: nil, dark: nil))
    }

    @Test(arguments: [
        ("{\"colors\": [", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        ("{\"colors\": 3}", "\"colors\" is not an array"),
        (
            #"{"colors": [{"color": {"components": {"red": "0.1", "green": "abc", "blue": "0"}}}]}"#,
            "green component \"abc\" is not a number"
        ),
        (#"{"colors": [{"color": {"components": {"red": "0.1", "green": "0.2"}}}]}"#, "has no blue component"),
        (#"{"colors": [{"color": {"color-space": "cmyk", "components": {"red": "0"}}}]}"#, "color space \"cmyk\""),
        (#"{"colors": [{"appearances": 4, "color": {}}]}"#, "appearances is not an array"),
    ])
    func malformedFiles_throwWhatIsWrong(text: String, expected: String) {
        do {
            _ = try CatalogColor.parse(Data(text.utf8))
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }
}
