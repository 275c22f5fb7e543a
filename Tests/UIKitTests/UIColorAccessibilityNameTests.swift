import Testing
import TextUI
import UIKit

/// `UIColor.accessibilityName`: "a localized description of the color for accessibility
/// attributes" (developer.apple.com/documentation/uikit/uicolor/accessibilityname, iOS 14), what
/// VoiceOver says for a colour. UIKit does not document its words; these name the colour a person
/// sees: a system colour by its name, others by their hue, darker or paler.
@Suite struct UIColorAccessibilityNameTests {
    @Test func systemAndSwiftUIColours_areNamedInWords() {
        #expect(UIColor.systemBlue.accessibilityName == "blue")
        #expect(UIColor.systemGray2.accessibilityName == "gray")
        #expect(UIColor(Color.orange).accessibilityName == "orange")
        #expect(UIColor.darkGray.accessibilityName == "dark gray")
    }

    @Test func colours_ofComponents_areNamedByTheirHue() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).accessibilityName == "red")
        #expect(UIColor(red: 0, green: 0.3, blue: 0, alpha: 1).accessibilityName == "dark green")
        #expect(UIColor(red: 0.7, green: 0.8, blue: 1, alpha: 1).accessibilityName == "light blue")
        #expect(UIColor(hue: 0.8, saturation: 1, brightness: 1, alpha: 1).accessibilityName == "purple")
        #expect(UIColor(white: 0.5, alpha: 1).accessibilityName == "gray")
        #expect(UIColor(white: 1, alpha: 1).accessibilityName == "white")
        #expect(UIColor(white: 0, alpha: 1).accessibilityName == "black")
        // A SwiftUI colour of components is named by them too.
        #expect(UIColor(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)).accessibilityName == "green")
    }
}
