import Foundation
import Testing
import TextUI
import TextUITesting
import UIKit

/// UIApplication, UIDevice, UIScreen and UIPasteboard as SwiftUI apps use them.
@MainActor
@Suite(.serialized) struct UIApplicationTests {
    @Test func openingAURL_recordsIt_andSaysWhetherItCouldBeOpened() async {
        let application = UIApplication.shared
        application.removeOpenedURLs()
        var results: [Bool] = []
        application.open(URL(string: UIApplication.openSettingsURLString)!) { results.append($0) }
        application.open(URL(string: "myapp://item/3")!) { results.append($0) }
        let opened = await application.open(URL(string: "https://swift.org")!, options: [:])
        #expect(results == [true, false])
        #expect(opened)
        #expect(application.openedURLs.map(\.absoluteString) == ["app-settings:", "https://swift.org"])
        #expect(application.canOpenURL(URL(string: "tel:123")!))
        #expect(!application.canOpenURL(URL(string: "twitter://user")!))
    }

    @Test func theDeviceAndScreen_areAPhones() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.orientation.isPortrait)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
    }

    @Test func thePasteboard_givesBackWhatWasCopied() {
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        pasteboard.string = "4.50"
        #expect(pasteboard.string == "4.50")
        #expect(pasteboard.hasStrings)
        #expect(!pasteboard.hasURLs)
        pasteboard.url = URL(string: "https://example.org")
        #expect(pasteboard.string == nil)
        #expect(pasteboard.url?.host == "example.org")
        #expect(pasteboard.changeCount == before + 2)
    }

    @Test func aButtonThatOpensSettings_isFollowedThroughAHost() throws {
        struct SettingsButton: View {
            var body: some View {
                Button("Open Settings") {
                    UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                }
            }
        }
        UIApplication.shared.removeOpenedURLs()
        let host = ViewHost(SettingsButton())
        try host.tap("Open Settings")
        #expect(UIApplication.shared.openedURLs == [URL(string: "app-settings:")!])
    }
}
