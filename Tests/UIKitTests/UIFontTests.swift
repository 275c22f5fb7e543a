import Testing
import TextUI
import UIKit

/// UIFont: system fonts, fonts by name, Dynamic Type styles, and SwiftUI's Font from them.
@Suite struct UIFontTests {
    @Test func textStyles_haveTheirDefaultSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 20) == 20)
    }

    @Test func systemAndNamedFonts_keepNameAndSize() {
        let bold = UIFont.boldSystemFont(ofSize: 20)
        #expect(bold.pointSize == 20)
        #expect(bold.fontName == ".SFUI-Bold")
        let custom = UIFont(name: "Avenir-Heavy", size: 14)
        #expect(custom?.familyName == "Avenir")
        #expect(custom?.withSize(18).pointSize == 18)
    }

    @Test func swiftUIFonts_fromUIFonts() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
        #expect(Font(UIFont.systemFont(ofSize: 12)) == Font.custom(".SFUI-Regular", size: 12))
    }
}
