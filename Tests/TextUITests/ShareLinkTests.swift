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

    @Test func itemsWithPreviews_shareEveryItem() throws {
        let host = ViewHost(
            VStack {
                ShareLink(items: ["a", "b"]) { SharePreview($0) }
                ShareLink(items: ["c"], preview: { SharePreview($0) }) { Text("Send c") }
            })
        #expect(host.render() == "[ Share ]\n[ Send c ]")

        try host.tap("Share")
        try host.tap("Send c")

        #expect(host.sharedItems == [["a", "b"], ["c"]])
    }

    // Apple's titled, multi-item and previewed share links
    // (https://developer.apple.com/documentation/swiftui/sharelink): the title is the label, the
    // items are what is shared.
    @Test func shareLinks_withTitlesItemsAndPreviews_shareTheirItems() throws {
        let host = ViewHost(
            VStack {
                ShareLink("Send both", items: ["a", "b"], subject: Text("Letters"))
                ShareLink("Greet", item: "Hello", preview: SharePreview("Greeting"))
                ShareLink("Preview each", items: ["c"]) { SharePreview($0) }
                ShareLink(items: ["d", "e"], message: Text("M")) { Text("Custom") }
                ShareLink(item: "f", preview: SharePreview("F"))
            })
        #expect(host.render() == "[ Send both ]\n[ Greet ]\n[ Preview each ]\n[ Custom ]\n[ Share ]")

        for label in ["Send both", "Greet", "Preview each", "Custom", "Share"] {
            try host.tap(label)
        }

        #expect(host.sharedItems == [["a", "b"], ["Hello"], ["c"], ["d", "e"], ["f"]])
    }
}
