import AssetSymbolsGenerator
import Testing

/// The names Xcode 15 gives assets' symbols, each case taken from a `GeneratedAssetSymbols.swift`
/// Xcode generated (committed to public repositories; see `AssetSymbolName`).
@Suite struct AssetSymbolNameTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("BrandPrimary", "brandPrimary"), ("AppIconImage", "appIcon"),
        ("sticky-note", "stickyNote"), ("verse-bg-field", "verseBgField"), ("color_000000", "color000000"),
        ("color_24292B", "color24292B"), ("BGColorOne", "bgColorOne"),
        ("LaunchScreenBackground", "launchScreenBackground"),
        ("background-color", "background"), ("LightGrayColor", "lightGray"), ("Color", "color"),
        ("blueEF", "blueEF"), ("c50000", "c50000"), ("chair_1", "chair1"), ("primary-30%", "primary30"),
        ("shadowColor 2", "shadowColor2"), ("eye_hidden", "eyeHidden"), ("pastelbluedark", "pastelbluedark"),
        ("ClxAssetAskDirections", "clxAssetAskDirections"), ("Absolute Zero", "absoluteZero"),
        ("Blue Theme", "blueTheme"), ("a25", "a25"), ("c21-border", "c21Border"),
    ])
    func namesWithLowercaseLetters_areLowerCamelCase(name: String, symbol: String) {
        #expect(AssetSymbolName.property(name) == symbol)
    }

    @Test(arguments: [
        ("BMW", "BMW"), ("M", "M"), ("A-1-1-0", "A_1_1_0"), ("4AB3FF", "_4_AB_3_FF"), ("292C38", "_292_C_38"),
        ("DCAC00", "DCAC_00"), ("B1AFC6", "B_1_AFC_6"), ("ECEAFB", "ECEAFB"), ("10C", "_10_C"), ("B2", "B_2"),
    ])
    func namesWithoutLowercaseLetters_keepTheirCase_wordsJoinedByUnderscores(name: String, symbol: String) {
        #expect(AssetSymbolName.property(name) == symbol)
    }

    @Test(arguments: [
        ("1", "_1"), ("121212", "_121212"), ("10d", "_10D"), ("2ed", "_2Ed"), ("1_back_arm", "_1BackArm"),
        ("2x2", "_2X2"), ("40k-border", "_40KBorder"),
    ])
    func namesStartingWithADigit_getAnUnderscore(name: String, symbol: String) {
        #expect(AssetSymbolName.property(name) == symbol)
    }

    @Test func keywords_areWrittenBetweenBackticks() {
        #expect(AssetSymbolName.property("Default") == "`default`")
        #expect(AssetSymbolName.property("default-color") == "`default`")
    }

    @Test(arguments: [
        ("iconPreviews", "IconPreviews"), ("GameUI", "GameUI"), ("Colors", "Colors"), ("brand colors", "BrandColors"),
    ])
    func namespaces_areUpperCamelCase(name: String, symbol: String) {
        #expect(AssetSymbolName.namespace(name) == symbol)
    }
}
