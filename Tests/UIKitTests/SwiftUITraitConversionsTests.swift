import Testing
import TextUI
import UIKit

/// SwiftUI converts its environment values' types to and from UIKit's trait values: a SwiftUI
/// value from a UIKit one is nil for `unspecified`, a UIKit value from a nil SwiftUI one is
/// `unspecified` (https://developer.apple.com/documentation/swiftui/colorscheme/init(_:),
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/init(_:) and their
/// siblings for the other traits).
@Suite struct SwiftUITraitConversionsTests {
    @Test func colorSchemes_convertBothWays() {
        #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark && ColorScheme(UIUserInterfaceStyle.light) == .light)
        #expect(ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
        #expect(UIUserInterfaceStyle(ColorScheme.dark) == .dark && UIUserInterfaceStyle(nil) == .unspecified)
    }

    @Test func contrastsSizeClassesDirectionsAndWeights_convertBothWays() {
        #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.unspecified) == nil)
        #expect(
            UIAccessibilityContrast(ColorSchemeContrast.standard) == .normal
                && UIAccessibilityContrast(nil) == .unspecified)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.compact) == .compact)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.unspecified) == nil)
        #expect(UIUserInterfaceSizeClass(UserInterfaceSizeClass.regular) == .regular)
        #expect(UIUserInterfaceSizeClass(nil) == .unspecified)
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.unspecified) == nil)
        #expect(UITraitEnvironmentLayoutDirection(LayoutDirection.leftToRight) == .leftToRight)
        #expect(
            LegibilityWeight(UILegibilityWeight.bold) == .bold
                && LegibilityWeight(UILegibilityWeight.unspecified) == nil)
        #expect(UILegibilityWeight(LegibilityWeight.regular) == .regular && UILegibilityWeight(nil) == .unspecified)
    }

    @Test func sizeCategories_mapOneToOne() {
        let converted = ContentSizeCategory.allCases.map { UIContentSizeCategory($0) }
        #expect(Set(converted).count == ContentSizeCategory.allCases.count)
        #expect(UIContentSizeCategory(ContentSizeCategory.large) == .large)
        #expect(
            UIContentSizeCategory(ContentSizeCategory.accessibilityExtraExtraExtraLarge)
                == .accessibilityExtraExtraExtraLarge)
        #expect(UIContentSizeCategory(nil) == .unspecified)
        #expect(
            UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !UIContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test func insets_convertBothWays() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let directional = NSDirectionalEdgeInsets(insets)
        #expect(directional == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(EdgeInsets(directional) == insets)
    }

    @Test func autocapitalizations_convertFromUIKitsOlderType() {
        #expect(TextInputAutocapitalization(UITextAutocapitalizationType.none) == .never)
        #expect(TextInputAutocapitalization(UITextAutocapitalizationType.words) == .words)
        #expect(TextInputAutocapitalization(UITextAutocapitalizationType.sentences) == .sentences)
        #expect(TextInputAutocapitalization(UITextAutocapitalizationType.allCharacters) == .characters)
    }
}
