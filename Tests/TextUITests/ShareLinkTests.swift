import Foundation
import Testing
import TextUI

/// A share link renders as a button; tapping it records what it shares in the host.
@MainActor
@Suite struct ShareLinkTests {
    @Test func tapping_recordsTheSharedItems() throws {
        let url = URL(string: "https://swift.org")!
        let host = ViewHost(
            VStack {
                ShareLink(item: url)
                ShareLink("Send note", item: "Buy milk", subject: Text("Note"))
                ShareLink(item: url, preview: SharePreview("Swift")) { Text("Preview") }
                ShareLink(items: ["a", "b"])
            })
        #expect(host.render() == "[ Share ]\n[ Send note ]\n[ Preview ]\n[ Share ]")

        try host.tap("Send note")
        try host.tap("Preview")

        #expect(host.sharedItems == [["Buy milk"], ["https://swift.org"]])
        #expect(throws: ViewHostError.self) { try host.tap("Share") }
    }
}
