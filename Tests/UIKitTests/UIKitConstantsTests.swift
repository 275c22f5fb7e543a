import Foundation
import Testing
import TextUI
import UIKit

/// UIKit's notification names and URL strings are constants any code can read, off the main actor
/// too (as UIKit's are: they are Objective-C globals there), so an observer set up in a
/// nonisolated initializer compiles in Swift 6.
@Suite struct UIKitConstantsTests {
    @Test func notificationNamesAndURLStrings_areReadableOffTheMainActor() {
        let names: [Notification.Name] = [
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIApplication.willTerminateNotification, UIApplication.didReceiveMemoryWarningNotification,
            UIApplication.userDidTakeScreenshotNotification, UIApplication.significantTimeChangeNotification,
            UIDevice.orientationDidChangeNotification, UIDevice.batteryStateDidChangeNotification,
            UIDevice.batteryLevelDidChangeNotification, UIAccessibility.voiceOverStatusDidChangeNotification,
            UIAccessibility.reduceMotionStatusDidChangeNotification,
            UIAccessibility.boldTextStatusDidChangeNotification, UIPasteboard.changedNotification,
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        ]

        #expect(Set(names).count == names.count)
        #expect(URL(string: UIApplication.openSettingsURLString) != nil)
        #expect(UIApplication.openNotificationSettingsURLString != UIApplication.openSettingsURLString)
        #expect(UIResponder.keyboardFrameEndUserInfoKey != UIResponder.keyboardFrameBeginUserInfoKey)
    }
}

/// NSUnderlineStyle and SwiftUI's `Text.LineStyle`, converted both ways.
@Suite struct NSUnderlineStyleTests {
    // Apple's `Text.LineStyle.init(nsUnderlineStyle:)`: nil "when nsUnderlineStyle contains styles
    // not supported by Text.LineStyle" (observed: none, thick, double and by-word lines, as
    // OpenSwiftUI's audited conversion has it); the pattern carries over, in the text's colour.
    @Test func underlineStyles_becomeLineStyles_whenALineStyleCanSayThem() {
        #expect(Text.LineStyle(nsUnderlineStyle: .single) == .single)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDash]) == Text.LineStyle(pattern: .dash))
        #expect(Text.LineStyle(nsUnderlineStyle: .patternDashDotDot) == Text.LineStyle(pattern: .dashDotDot))
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: .thick) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: .double) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .byWord]) == nil)
    }

    // Apple's `NSUnderlineStyle.init(_:)`: a single line in the line style's pattern.
    @Test func lineStyles_becomeSingleLinesInTheirPattern() {
        #expect(NSUnderlineStyle(Text.LineStyle.single) == .single)
        #expect(NSUnderlineStyle(Text.LineStyle(pattern: .dot, color: .red)) == [.single, .patternDot])
        #expect(NSUnderlineStyle.double.rawValue == 0x09 && NSUnderlineStyle.byWord.rawValue == 0x8000)
    }
}
