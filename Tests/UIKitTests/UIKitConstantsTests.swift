import Foundation
import Testing
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
